import { MODERATION_STATUSES, type AdminRating, type AdminTestimonial } from '@safari/contracts/admin-moderation';
import { useDecideRating } from '../api/decide-rating';
import { useDecideTestimonial } from '../api/decide-testimonial';
import { useModerationRatings } from '../api/get-ratings';
import { useModerationTestimonials } from '../api/get-testimonials';
import { useListParams, type ListState } from '../hooks/use-list-params';
import { statusOptions } from '../utils/format';
import type { Column } from './admin-table';
import { FilterSelect } from './list-toolbar';
import { ModerationTable } from './moderation-table';
import { ScreenHeader } from './query-state';

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

const testimonialColumns: Column<AdminTestimonial>[] = [
  { header: 'Author', cell: (t) => `${t.author_name}${t.author_country ? `, ${t.author_country}` : ''}` },
  { header: 'Stars', cell: (t) => `${t.rating} / 5` },
  { header: 'Testimonial', cell: (t) => <p className="max-w-prose whitespace-pre-line">{t.comments}</p> },
];

function Testimonials({ list }: { list: ListState }) {
  const query = useModerationTestimonials(list.params);
  const decide = useDecideTestimonial();
  return (
    <ModerationTable
      list={list}
      query={query}
      loadingLabel="testimonials"
      caption="Testimonials"
      empty="No testimonial here."
      rowKey={(t) => t.id}
      columns={testimonialColumns}
      describe={(t) => `the testimonial of ${t.author_name}`}
      decision={decide}
      onDecide={(t, verb) => decide.mutate({ id: t.id, verb })}
    />
  );
}

const ratingColumns: Column<AdminRating>[] = [
  { header: 'Rated', cell: (r) => `${r.rateable_name ?? '(removed)'} (${r.rateable_type})` },
  { header: 'Author', cell: (r) => r.author_name },
  { header: 'Stars', cell: (r) => `${r.rating} / 5` },
  { header: 'Comment', cell: (r) => <p className="max-w-prose whitespace-pre-line">{r.comment}</p> },
];

function Ratings({ list }: { list: ListState }) {
  const query = useModerationRatings(list.params);
  const decide = useDecideRating();
  return (
    <ModerationTable
      list={list}
      query={query}
      loadingLabel="ratings"
      caption="Ratings"
      empty="No rating here."
      rowKey={(r) => r.uuid}
      columns={ratingColumns}
      describe={(r) => `the rating of ${r.author_name}`}
      decision={decide}
      onDecide={(r, verb) => decide.mutate({ uuid: r.uuid, verb })}
    />
  );
}
