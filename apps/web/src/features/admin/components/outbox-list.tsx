import { OUTBOX_STATUSES, type AdminEmailRow } from '@safari/contracts/admin-moderation';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useEmails } from '../api/get-emails';
import { useResendEmail } from '../api/resend-email';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '../utils/format';
import type { Column } from './admin-table';
import { FilterSelect, ListToolbar, StatusFilter } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

/**
 * Every e-mail the site sent or tried to: status, attempts and the last error. A failed one
 * (out of retries) can be sent again; the outbox retries pending ones on its own.
 */
export function OutboxList() {
  const list = useListParams(['status', 'retrying', 'kind']);
  const query = useEmails(list.params);
  const resend = useResendEmail();
  const columns: Column<AdminEmailRow>[] = [
    { header: 'To', cell: (e) => <span className="break-all">{e.recipient}</span> },
    { header: 'Subject', cell: (e) => e.subject },
    { header: 'Kind', cell: (e) => e.kind },
    { header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
    { header: 'Attempts', cell: (e) => e.attempts },
    { header: 'Last error', cell: (e) => (e.last_error ? <span className="text-red-800">{e.last_error}</span> : '—') },
    { header: 'Queued', sortKey: 'created_at', cell: (e) => formatDateTime(e.created_at) },
    { header: 'Sent', cell: (e) => formatDateTime(e.sent_at) },
    {
      header: 'Action',
      cell: (e) =>
        e.status === 'failed' ? (
          <Button
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate(e.id)}
            aria-label={`Send again: ${e.subject} to ${e.recipient}`}
          >
            Send again
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <ScreenHeader title="E-mails" />
      <ListToolbar search={list.value('q')} searchLabel="Search recipient or subject" onSearch={(q) => list.update({ q })}>
        <StatusFilter list={list} statuses={OUTBOX_STATUSES} />
        <FilterSelect
          label="Retrying"
          value={list.value('retrying')}
          allLabel="Any"
          options={[['true', 'Failed at least once, retrying']]}
          onChange={(retrying) => list.update({ retrying })}
        />
      </ListToolbar>
      {resend.isError && (
        <FormMessage tone="error">{errorMessage(resend.error, 'The e-mail was not queued again. Please try again.')}</FormMessage>
      )}
      {resend.isSuccess && <FormMessage tone="success">{resend.data.message}</FormMessage>}
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="e-mails"
        caption="E-mails"
        columns={columns}
        rowKey={(e) => e.id}
        empty="No e-mail matches."
        defaultSort={{ sort: 'created_at', order: 'desc' }}
        className="mt-3"
      />
    </>
  );
}
