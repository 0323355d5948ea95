import { useState } from 'react';
import type { AdminSubscriber } from '@safari/contracts/admin-moderation';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useSubscribers } from '../api/get-subscribers';
import { useListParams } from '../hooks/use-list-params';
import { downloadCsv } from '../utils/download-csv';
import { formatDateTime, statusOptions } from '../utils/format';
import type { Column } from './admin-table';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

const columns: Column<AdminSubscriber>[] = [
  { header: 'E-mail', sortKey: 'email', cell: (s) => <span className="break-all">{s.email}</span> },
  { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
  { header: 'Subscribed', sortKey: 'created_at', cell: (s) => formatDateTime(s.created_at) },
  { header: 'Confirmed', sortKey: 'confirmed_at', cell: (s) => formatDateTime(s.confirmed_at) },
];

/** Newsletter subscribers (confirmed by default) and the CSV export of the confirmed ones only. */
export function NewsletterList() {
  const list = useListParams(['status']);
  const query = useSubscribers(list.params);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = () => {
    setExportError(null);
    downloadCsv('/newsletter/subscribers.csv', 'newsletter-subscribers.csv').catch((error: unknown) =>
      setExportError(errorMessage(error, 'The export could not be downloaded. Please try again.')),
    );
  };
  return (
    <>
      <ScreenHeader title="Newsletter">
        <Button variant="secondary" onClick={exportCsv}>
          Export confirmed subscribers (CSV)
        </Button>
      </ScreenHeader>
      {exportError && <FormMessage tone="error">{exportError}</FormMessage>}
      <ListToolbar search={list.value('q')} searchLabel="Search e-mail" onSearch={(q) => list.update({ q })}>
        <FilterSelect
          label="Status"
          allLabel=""
          value={list.value('status') || 'confirmed'}
          options={statusOptions(['confirmed', 'pending', 'unsubscribed'])}
          onChange={(status) => list.update({ status })}
        />
      </ListToolbar>
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="subscribers"
        caption="Subscribers"
        columns={columns}
        rowKey={(s) => s.id}
        empty="No subscriber matches."
        defaultSort={{ sort: 'confirmed_at', order: 'desc' }}
      />
    </>
  );
}
