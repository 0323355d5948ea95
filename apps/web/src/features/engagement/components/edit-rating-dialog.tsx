import type { RefObject } from 'react';
import type { Rating } from '@safari/contracts/engagement';
import { Modal } from '../../../components/ui/modal';
import { useUpdateRating } from '../api/update-rating';
import { RatingForm } from './rating-form';

/** Edit a rating in a dialog; a successful update closes it. */
export function EditRatingDialog({
  rating,
  name,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  rating: Rating;
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const update = useUpdateRating();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Edit your rating of ${name}`} returnFocusTo={returnFocusTo}>
      <RatingForm
        initial={{ rating: rating.rating, comment: rating.comment }}
        pending={update.isPending}
        submitLabel="Update Rating"
        onCancel={() => onOpenChange(false)}
        onSubmit={(values) => update.mutate({ uuid: rating.uuid, ...values }, { onSuccess: () => onOpenChange(false) })}
      />
    </Modal>
  );
}
