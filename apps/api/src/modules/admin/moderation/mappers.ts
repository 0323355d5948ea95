import { iso } from '../paging';
import type { RatingRow, TestimonialRow } from './repository';

export const toTestimonialItem = (r: TestimonialRow) => ({
  id: r.t.id,
  author_name: r.t.authorName,
  author_country: r.t.authorCountry,
  comments: r.t.comments,
  rating: r.t.rating,
  status: r.status,
  decided_by: r.deciderUuid ? { uuid: r.deciderUuid, name: r.deciderName ?? '', email: r.deciderEmail ?? '' } : null,
  created_at: iso(r.t.createdAt),
});

export const toRatingItem = ({ r, author, rateableName }: RatingRow) => ({
  uuid: r.uuid,
  rateable_type: r.rateableType,
  rateable_uuid: r.rateableUuid,
  rateable_name: rateableName,
  author_name: author,
  rating: r.rating,
  comment: r.comment,
  status: r.status,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});
