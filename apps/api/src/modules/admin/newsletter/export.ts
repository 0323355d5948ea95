import { Readable } from 'node:stream';
import type { Db } from '../../../db/client';
import { CSV_START, csvRow } from '../csv';
import { confirmedAfter } from './repository';

const BATCH = 1000;

/**
 * Confirmed subscribers only (pending and unsubscribed addresses never leave the database),
 * streamed a thousand rows at a time: the list can grow without the export loading it whole.
 */
export function confirmedSubscribersCsv(db: Db): Readable {
  async function* lines() {
    yield CSV_START + csvRow(['E-mail', 'Confirmed at']);
    for (let after = 0; ;) {
      const rows = await confirmedAfter(db, after, BATCH);
      if (rows.length > 0) yield rows.map((s) => csvRow([s.email, s.confirmedAt?.toISOString() ?? ''])).join('');
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
