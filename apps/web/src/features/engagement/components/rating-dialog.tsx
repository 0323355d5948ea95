import type { RefObject } from 'react';
import type { ItemType } from '@safari/contracts/engagement';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useMyRating } from '../api/get-my-rating';
import { useSubmitRating } from '../api/submit-rating';
import { RatingForm } from './rating-form';

/**
 * The rating modal. One rating per traveller and item: an earlier one
 * prefills the form and is updated. Closing unmounts the form (radix unmounts closed
 * content), which resets its fields.
 * @public loaded lazily (knip 5 does not follow `import().then(m => m.RatingDialog)`)
 */
export function RatingDialog({
  type,
  uuid,
  name,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  type: ItemType;
  uuid: string;
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const mine = useMyRating(type, uuid);
  const submit = useSubmitRating();
  const existing = mine.data ?? undefined;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={existing ? 'Update your rating' : `Rate ${name}`}
      description="Ratings are published once our team has reviewed them."
    >
      {mine.isPending ? (
        <Spinner label="Loading your rating" />
      ) : (
        <RatingForm
          initial={existing && { rating: existing.rating, comment: existing.comment }}
          pending={submit.isPending}
          submitLabel={existing ? 'Update Rating' : 'Submit Rating'}
          onCancel={() => onOpenChange(false)}
          onSubmit={(values) =>
            submit.mutate({ rateable_type: type, rateable_uuid: uuid, ...values }, { onSuccess: () => onOpenChange(false) })
          }
        />
      )}
    </Modal>
  );
}
