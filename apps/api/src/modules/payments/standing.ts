import type { Instalment } from '@safari/contracts/payments/schedule';

// Where a booking stands against its schedule, from what the ledger says was paid (payments
// minus refunds). Pure: the booking's answer, the e-mails, the dashboard and the status the
// ledger moves all read it from here.

export interface Standing {
  paidMinor: number;
  /** What must be paid by `nextDueDate` to be up to date (0 when fully paid). */
  dueNowMinor: number;
  nextDueDate: string | null;
  /** Everything still owed. */
  outstandingMinor: number;
  /** Owed by an instalment whose date has passed before `today`. */
  overdueMinor: number;
}

export function standingOf(schedule: readonly Instalment[], paidMinor: number, today: string): Standing {
  const total = schedule.reduce((sum, i) => sum + i.amountMinor, 0);
  let cumulative = 0;
  let overdueOwed = 0;
  let next: { owed: number; date: string } | null = null;
  for (const instalment of [...schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    cumulative += instalment.amountMinor;
    if (instalment.dueDate < today) overdueOwed = cumulative;
    if (!next && cumulative > paidMinor) next = { owed: cumulative - paidMinor, date: instalment.dueDate };
  }
  return {
    paidMinor,
    dueNowMinor: next?.owed ?? 0,
    nextDueDate: next?.date ?? null,
    outstandingMinor: Math.max(0, total - paidMinor),
    overdueMinor: Math.max(0, overdueOwed - paidMinor),
  };
}

export type PaymentStatus = 'awaiting_deposit' | 'deposit_paid' | 'paid_in_full';

/** The status the ledger gives a booking that is neither completed nor cancelled. */
export function paymentStatusOf(schedule: readonly Instalment[], paidMinor: number): PaymentStatus {
  const total = schedule.reduce((sum, i) => sum + i.amountMinor, 0);
  if (paidMinor >= total) return 'paid_in_full';
  const first = [...schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  return first && paidMinor >= first.amountMinor ? 'deposit_paid' : 'awaiting_deposit';
}
