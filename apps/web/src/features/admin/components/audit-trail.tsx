import type { AuditEntry } from '@safari/contracts/admin';
import { formatDateTime } from '../utils/format';

/** A record's changes from the audit log, oldest first: who, when, what, before → after. */
export function AuditTrail({ entries, title = 'History' }: { entries: AuditEntry[]; title?: string }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-lg font-bold text-stone-900">{title}</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">No change made in the back office yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
              <p>
                <span className="font-semibold">{entry.action}</span> by {entry.actor?.name ?? entry.actor_label} ·{' '}
                {formatDateTime(entry.at)}
              </p>
              <ChangeSummary before={entry.before} after={entry.after} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields that changed, "name: before → after"; values that stayed the same are left out. */
export function ChangeSummary({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => show(before?.[key]) !== show(after?.[key]),
  );
  if (keys.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-stone-700">
      {keys.map((key) => (
        <li key={key} className="break-words">
          {key}: {show(before?.[key])} → {show(after?.[key])}
        </li>
      ))}
    </ul>
  );
}
