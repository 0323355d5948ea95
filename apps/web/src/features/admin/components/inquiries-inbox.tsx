import { Link } from 'react-router';
import { INQUIRY_STATUSES, type AdminInquiryRow } from '@safari/contracts/admin-inquiries';
import { useInquiries } from '../api/get-inquiries';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import type { Column } from './admin-table';
import { FilterSelect, ListToolbar, StatusFilter } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

const columns: Column<AdminInquiryRow>[] = [
  {
    header: 'Inquiry',
    cell: (row) => (
      <>
        <Link to={`/admin/inquiries/${row.uuid}`} className="font-semibold text-brand-800 underline">
          {row.reference}
        </Link>
        {row.overdue && <StatusBadge status="overdue" className="ml-2" />}
      </>
    ),
  },
  {
    header: 'Traveller',
    cell: (row) => (
      <>
        {row.name}
        <span className="block text-stone-600">{row.email}</span>
      </>
    ),
  },
  { header: 'Guests', cell: (row) => row.guests },
  { header: 'Starts', cell: (row) => row.start_date ?? '—' },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Assigned to', cell: (row) => row.assignee?.name ?? 'Nobody' },
  { header: 'Received', sortKey: 'created_at', cell: (row) => formatDateTime(row.created_at) },
  { header: 'Updated', sortKey: 'updated_at', cell: (row) => formatDateTime(row.updated_at) },
];

/**
 * The inquiries inbox. The 24-hour promise shows twice: an "Overdue" badge on each inquiry
 * still waiting for a first reply after a day, and a filter for just those.
 */
export function InquiriesInbox() {
  const list = useListParams(['status', 'overdue', 'assignee']);
  const query = useInquiries(list.params);
  return (
    <>
      <ScreenHeader title="Inquiries" />
      <ListToolbar search={list.value('q')} searchLabel="Search name, e-mail or reference" onSearch={(q) => list.update({ q })}>
        <StatusFilter list={list} statuses={INQUIRY_STATUSES} />
        <FilterSelect
          label="Reply"
          value={list.value('overdue')}
          options={[['true', 'Overdue (over 24 h)']]}
          allLabel="Any"
          onChange={(overdue) => list.update({ overdue })}
        />
        <FilterSelect
          label="Assigned to"
          value={list.value('assignee')}
          options={[
            ['me', 'Me'],
            ['none', 'Nobody'],
          ]}
          allLabel="Anyone"
          onChange={(assignee) => list.update({ assignee })}
        />
      </ListToolbar>
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="inquiries"
        caption="Inquiries"
        columns={columns}
        rowKey={(row) => row.uuid}
        empty="No inquiry matches."
        defaultSort={{ sort: 'created_at', order: 'desc' }}
      />
    </>
  );
}
