import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import type { ListState } from '../hooks/use-list-params';
import type { Page } from '../utils/admin-api';
import { formatDateTime } from '../utils/format';
import type { Column } from './admin-table';
import { PagedListTable } from './paged-list-table';
import { StatusBadge } from './status-badge';

type ModerationVerb = 'approve' | 'reject';

/** What the table needs of a decide mutation: whether it runs, and how the last one ended. */
interface DecisionState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: Error | null;
  data: { message: string } | undefined;
}

/**
 * A moderation list (testimonials or ratings): the item's own columns, then its status, when
 * it was written and the approve / reject buttons. Only the decisions that change something are
 * offered: an approved item can be rejected and the reverse, a pending one either.
 */
export function ModerationTable<T extends { status: string; created_at: string }>({
  list,
  query,
  loadingLabel,
  caption,
  empty,
  rowKey,
  columns,
  describe,
  decision,
  onDecide,
}: {
  list: ListState;
  query: UseQueryResult<Page<T>>;
  loadingLabel: string;
  caption: string;
  empty: string;
  rowKey: (item: T) => string | number;
  /** The item's own columns, before status, date and decision. */
  columns: Column<T>[];
  /** The item as the decision buttons name it: "the rating of Neema". */
  describe: (item: T) => string;
  decision: DecisionState;
  onDecide: (item: T, verb: ModerationVerb) => void;
}) {
  const allColumns: Column<T>[] = [
    ...columns,
    { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
    { header: 'Written', sortKey: 'created_at', cell: (item) => formatDateTime(item.created_at) },
    {
      header: 'Decision',
      cell: (item) => (
        <Decisions label={describe(item)} status={item.status} busy={decision.isPending} onDecide={(verb) => onDecide(item, verb)} />
      ),
    },
  ];
  return (
    <>
      {decision.isError && (
        <FormMessage tone="error">{errorMessage(decision.error, 'The decision was not saved. Please try again.')}</FormMessage>
      )}
      {decision.isSuccess && <FormMessage tone="success">{decision.data?.message}</FormMessage>}
      <PagedListTable
        list={list}
        query={query}
        loadingLabel={loadingLabel}
        caption={caption}
        columns={allColumns}
        rowKey={rowKey}
        empty={empty}
        defaultSort={{ sort: 'created_at', order: 'desc' }}
        className="mt-3"
      />
    </>
  );
}

function Decisions({
  label,
  status,
  busy,
  onDecide,
}: {
  label: string;
  status: string;
  busy: boolean;
  onDecide(verb: ModerationVerb): void;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      {status !== 'approved' && (
        <Button size="sm" disabled={busy} onClick={() => onDecide('approve')} aria-label={`Approve ${label}`}>
          Approve
        </Button>
      )}
      {status !== 'rejected' && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('reject')} aria-label={`Reject ${label}`}>
          Reject
        </Button>
      )}
    </div>
  );
}
