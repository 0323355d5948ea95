import { MODERATION_STATUSES, type AdminRating, type AdminTestimonial } from '@safari/contracts/admin-moderation';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { useDecideRating } from '../api/decide-rating';
import { useDecideTestimonial } from '../api/decide-testimonial';
import { useModerationRatings } from '../api/get-ratings';
import { useModerationTestimonials } from '../api/get-testimonials';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime, statusOptions } from '../utils/format';
import { AdminTable, type Column } from './admin-table';
import { FilterSelect } from './list-toolbar';
import { Pager } from './pager';
import { QueryState, ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

type Verb = 'approve' | 'reject';

function Decisions({ label, status, busy, onDecide }: { label: string; status: string; busy: boolean; onDecide(verb: Verb): void }) {
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

/**
 * Testimonials and ratings waiting for a decision (pending first, by default). The storefront
 * shows approved ones only; a rejected one can still be approved later, and the reverse.
 */
export function ModerationQueue() {
  const list = useListParams(['kind', 'status']);
  const kind = list.value('kind') === 'ratings' ? 'ratings' : 'testimonials';
  return (
    <>
      <ScreenHeader title="Moderation" />
      <div className="mb-4 flex flex-wrap gap-3">
        <FilterSelect
          label="Show"
          allLabel=""
          value={kind}
          options={[
            ['testimonials', 'Testimonials'],
            ['ratings', 'Ratings'],
          ]}
          onChange={(value) => list.update({ kind: value })}
        />
        <FilterSelect
          label="Status"
          allLabel=""
          value={list.value('status') || 'pending'}
          options={statusOptions(MODERATION_STATUSES)}
          onChange={(status) => list.update({ status })}
        />
      </div>
      {kind === 'ratings' ? <Ratings list={list} /> : <Testimonials list={list} />}
    </>
  );
}

type List = ReturnType<typeof useListParams>;

function Testimonials({ list }: { list: List }) {
  const query = useModerationTestimonials(list.params);
  const decide = useDecideTestimonial();
  const columns: Column<AdminTestimonial>[] = [
    { header: 'Author', cell: (t) => `${t.author_name}${t.author_country ? `, ${t.author_country}` : ''}` },
    { header: 'Stars', cell: (t) => `${t.rating} / 5` },
    { header: 'Testimonial', cell: (t) => <p className="max-w-prose whitespace-pre-line">{t.comments}</p> },
    { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    { header: 'Written', sortKey: 'created_at', cell: (t) => formatDateTime(t.created_at) },
    {
      header: 'Decision',
      cell: (t) => (
        <Decisions
          label={`the testimonial of ${t.author_name}`}
          status={t.status}
          busy={decide.isPending}
          onDecide={(verb) => decide.mutate({ id: t.id, verb })}
        />
      ),
    },
  ];
  return (
    <>
      {decide.isError && (
        <FormMessage tone="error">{errorMessage(decide.error, 'The decision was not saved. Please try again.')}</FormMessage>
      )}
      {decide.isSuccess && <FormMessage tone="success">{decide.data.message}</FormMessage>}
      <QueryState query={query} label="testimonials">
        {(page) => (
          <div className={cn('mt-3', query.isPlaceholderData && 'opacity-60')}>
            <AdminTable
              caption="Testimonials"
              columns={columns}
              rows={page.items}
              rowKey={(t) => t.id}
              empty="No testimonial here."
              sorting={{ sort: 'created_at', order: list.value('order') || 'desc', onSort: (sort, order) => list.update({ sort, order }) }}
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
    </>
  );
}

function Ratings({ list }: { list: List }) {
  const query = useModerationRatings(list.params);
  const decide = useDecideRating();
  const columns: Column<AdminRating>[] = [
    { header: 'Rated', cell: (r) => `${r.rateable_name ?? '(removed)'} (${r.rateable_type})` },
    { header: 'Author', cell: (r) => r.author_name },
    { header: 'Stars', cell: (r) => `${r.rating} / 5` },
    { header: 'Comment', cell: (r) => <p className="max-w-prose whitespace-pre-line">{r.comment}</p> },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { header: 'Written', sortKey: 'created_at', cell: (r) => formatDateTime(r.created_at) },
    {
      header: 'Decision',
      cell: (r) => (
        <Decisions
          label={`the rating of ${r.author_name}`}
          status={r.status}
          busy={decide.isPending}
          onDecide={(verb) => decide.mutate({ uuid: r.uuid, verb })}
        />
      ),
    },
  ];
  return (
    <>
      {decide.isError && (
        <FormMessage tone="error">{errorMessage(decide.error, 'The decision was not saved. Please try again.')}</FormMessage>
      )}
      {decide.isSuccess && <FormMessage tone="success">{decide.data.message}</FormMessage>}
      <QueryState query={query} label="ratings">
        {(page) => (
          <div className={cn('mt-3', query.isPlaceholderData && 'opacity-60')}>
            <AdminTable
              caption="Ratings"
              columns={columns}
              rows={page.items}
              rowKey={(r) => r.uuid}
              empty="No rating here."
              sorting={{ sort: 'created_at', order: list.value('order') || 'desc', onSort: (sort, order) => list.update({ sort, order }) }}
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
    </>
  );
}
