import type { LedgerEntry } from '@safari/contracts/admin-bookings';
import type { LedgerEntryRow } from './repository';

export const toLedgerEntry = ({ entry, recordedBy }: { entry: LedgerEntryRow; recordedBy: string | null }): LedgerEntry => ({
  uuid: entry.uuid,
  kind: entry.kind,
  amount_minor: entry.amountMinor,
  currency: entry.currency,
  method: entry.method,
  provider_reference: entry.providerReference,
  received_on: entry.receivedOn,
  note: entry.note,
  recorded_by: recordedBy,
  created_at: entry.createdAt.toISOString(),
});
