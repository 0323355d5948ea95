import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '../../../lib/cn';
import type { ListState } from '../hooks/use-list-params';
import type { Page } from '../utils/admin-api';
import { AdminTable, type Column } from './admin-table';
import { Pager } from './pager';
import { QueryState } from './query-state';

/**
 * One page of a server-paged back-office list: loading and failure said as everywhere, the
 * table sorted by the URL's sort and order (or the list's default), and the pager below it.
 * While the next page loads the previous one stays, dimmed, so the table does not jump.
 */
export function PagedListTable<T>({
  list,
  query,
  loadingLabel,
  caption,
  columns,
  rowKey,
  empty,
  defaultSort,
  className,
}: {
  list: ListState;
  query: UseQueryResult<Page<T>>;
  /** What is loading, as in "Loading bookings". */
  loadingLabel: string;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty?: string;
  defaultSort: { sort: string; order: 'asc' | 'desc' };
  className?: string;
}) {
  return (
    <QueryState query={query} label={loadingLabel}>
      {(page) => (
        <div className={cn(className, query.isPlaceholderData && 'opacity-60')}>
          <AdminTable
            caption={caption}
            columns={columns}
            rows={page.items}
            rowKey={rowKey}
            empty={empty}
            sorting={{
              sort: list.value('sort') || defaultSort.sort,
              order: list.value('order') || defaultSort.order,
              onSort: (sort, order) => list.update({ sort, order }),
            }}
          />
          <Pager
            total={page.total}
            limit={page.limit}
            offset={page.offset}
            onOffset={(offset) => list.update({ offset: String(offset) }, true)}
          />
        </div>
      )}
    </QueryState>
  );
}
