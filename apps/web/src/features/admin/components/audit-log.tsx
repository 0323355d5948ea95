import type { AuditEntry } from '@safari/contracts/admin';
import { useAuditLog } from '../api/get-audit';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import type { Column } from './admin-table';
import { ChangeSummary } from './audit-trail';
import { FilterSelect } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';

// What the API records changes of (recordAudit's entity types).
const ENTITY_TYPES = [
  'inquiry',
  'booking',
  'departure',
  'trip',
  'destination',
  'article',
  'testimonial',
  'rating',
  'email',
  'user',
  'newsletter',
] as const;

const columns: Column<AuditEntry>[] = [
  { header: 'When', sortKey: 'created_at', cell: (e) => formatDateTime(e.at) },
  { header: 'Who', cell: (e) => e.actor?.name ?? e.actor_label },
  { header: 'What', cell: (e) => <span className="font-mono text-xs">{e.action}</span> },
  { header: 'Record', cell: (e) => <span className="break-all">{`${e.entity_type} ${e.entity_id}`}</span> },
  { header: 'Before → after', cell: (e) => <ChangeSummary before={e.before} after={e.after} /> },
];

/** Every change made in the back office (and by the CLI): who, when, what, before → after. */
export function AuditLog() {
  const list = useListParams(['entity_type']);
  const query = useAuditLog(list.params);
  return (
    <>
      <ScreenHeader title="Audit log" />
      <div className="mb-4">
        <FilterSelect
          label="Record type"
          value={list.value('entity_type')}
          options={ENTITY_TYPES.map((t) => [t, t] as const)}
          onChange={(entity_type) => list.update({ entity_type })}
        />
      </div>
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="the audit log"
        caption="Audit log"
        columns={columns}
        rowKey={(e) => e.id}
        empty="No entry matches."
        defaultSort={{ sort: 'created_at', order: 'desc' }}
      />
    </>
  );
}
