import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Star, Trash2 } from 'lucide-react';
import type { Rating } from '@safari/contracts/engagement';
import { DASHBOARD_TEXTS } from '../../../lib/account-texts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { useDeleteRating } from '../api/delete-rating';
import { EditRatingDialog } from './edit-rating-dialog';

/** The dashboard's ratings tab: each rating with Edit (a dialog) and Delete. */
export function MyRatings({ ratings }: { ratings: Rating[] }) {
  if (ratings.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200">
        <Star className="mx-auto h-10 w-10 text-stone-300" aria-hidden="true" />
        <p className="mt-3 font-semibold text-stone-900">No ratings yet</p>
        <p className="mt-1 text-stone-600">Rate a package you travelled with us from its page.</p>
        <ButtonLink to="/all-packages" className="mt-5">
          Browse packages
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="space-y-4" data-testid="my-ratings">
      {ratings.map((rating) => (
        <RatingRow key={rating.uuid} rating={rating} />
      ))}
    </ul>
  );
}

function RatingRow({ rating }: { rating: Rating }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const remove = useDeleteRating();
  const name = rating.rateable?.name ?? DASHBOARD_TEXTS.unknownItem;
  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-stone-200" data-testid="my-rating">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {rating.rateable ? (
            <Link to={rating.rateable.path} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
              {name}
            </Link>
          ) : (
            <p className="font-semibold text-stone-900">{name}</p>
          )}
          <StarRating rating={rating.rating} className="mt-1 flex" />
        </div>
        <div className="flex gap-2">
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit<span className="sr-only"> your rating of {name}</span>
          </Button>
          <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(rating.uuid)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete<span className="sr-only"> your rating of {name}</span>
          </Button>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line text-stone-700">{rating.comment}</p>
      <EditRatingDialog rating={rating} name={name} open={editing} onOpenChange={setEditing} returnFocusTo={editButton} />
    </li>
  );
}
