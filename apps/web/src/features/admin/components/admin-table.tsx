import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The API's `sort` value for this column; sortable columns get a button in their header. */
  sortKey?: string;
  className?: string;
}

interface SortState {
  sort?: string;
  order?: string;
  onSort(sort: string, order: 'asc' | 'desc'): void;
}

/**
 * A back-office list as a real <table> with a caption: screen readers announce its size and
 * each cell's column. Sorting is the server's (the header buttons change the URL's sort and
 * order); the scroll wrapper is focusable so a keyboard can scroll a wide table on a phone.
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  empty = 'Nothing here.',
  minWidth = 'min-w-[40rem]',
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sorting?: SortState;
  empty?: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: string;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl ring-1 ring-stone-200 focus:ring-2 focus:ring-brand-600 focus:outline-none"
    >
      <table className={cn('w-full border-collapse bg-white text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn('px-3 py-2', column.className)}
                aria-sort={
                  column.sortKey && sorting?.sort === column.sortKey ? (sorting.order === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {column.sortKey && sorting ? <SortButton column={column} sorting={sorting} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-stone-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-stone-200 align-top">
                {columns.map((column) => (
                  <td key={column.header} className={cn('px-3 py-2', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortButton<T>({ column, sorting }: { column: Column<T>; sorting: SortState }) {
  const active = sorting.sort === column.sortKey;
  const Icon = !active ? ArrowUpDown : sorting.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-mx-3 rounded-md uppercase"
      onClick={() => sorting.onSort(column.sortKey!, active && sorting.order !== 'asc' ? 'asc' : 'desc')}
    >
      {column.header}
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
    </Button>
  );
}
