import { useId, useState } from 'react';
import { LIMITS } from '@safari/contracts/constants';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import { cn } from '../../../lib/cn';
import { canSubmitRating, commentTooLong } from '../utils/rating-form';
import { StarInput } from './star-input';

export interface RatingValues {
  rating: number;
  comment: string;
}

/** The rating modal's form: stars and a comment; submit disabled until both are valid or while sending. */
export function RatingForm({
  initial,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: RatingValues;
  pending: boolean;
  submitLabel: string;
  onSubmit(values: RatingValues): void;
  onCancel(): void;
}) {
  const id = useId();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const tooLong = commentTooLong(comment);
  const ready = canSubmitRating(rating, comment) && !pending;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSubmit({ rating, comment: comment.trim() });
      }}
    >
      <StarInput value={rating} onChange={setRating} />
      <Field id={`${id}-comment`} label="Your comment" required>
        <textarea
          id={`${id}-comment`}
          rows={5}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-count`}
          className={inputClasses}
          placeholder="What made this trip special?"
        />
      </Field>
      <p id={`${id}-count`} className={cn('-mt-3 text-right text-sm', tooLong ? 'font-semibold text-red-700' : 'text-stone-600')}>
        {tooLong ? `${ACCOUNT_MESSAGES.commentTooLong} ` : ''}
        {comment.trim().length}/{LIMITS.commentMaxLength}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready}>
          {pending ? 'Submitting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
