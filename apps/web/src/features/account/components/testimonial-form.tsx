import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { saveTestimonialInput } from '@safari/contracts/account';
import { UI_TIMING_MS } from '../../../lib/ui-constants';
import { TESTIMONIAL_TEXTS } from '@safari/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { useSaveTestimonial } from '../api/save-testimonial';

/** Where the traveller goes 2 s after a saved testimonial. */
const AFTER_SAVE = '/all-packages';

/** One required field, comments; saved for the operator to approve. */
export function TestimonialForm() {
  const id = useId();
  const navigate = useNavigate();
  const mutation = useSaveTestimonial();
  const form = useForm<{ comments: string }>({ resolver: zodResolver(saveTestimonialInput), defaultValues: { comments: '' } });
  const problem = form.formState.errors.comments?.message ?? (mutation.isError ? TESTIMONIAL_TEXTS.failed : null);

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(() => navigate(AFTER_SAVE), UI_TIMING_MS.redirectAfterSuccess);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  if (mutation.isSuccess) {
    return <FormMessage tone="success">{mutation.data || TESTIMONIAL_TEXTS.saved} Taking you to our packages…</FormMessage>;
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(({ comments }) => mutation.mutate(comments))} className="space-y-5">
      {problem && (
        <FormMessage id={`${id}-error`} tone="error">
          {problem}
        </FormMessage>
      )}
      <Field
        id={`${id}-comments`}
        label="Your testimonial"
        required
        hint="Tell other travellers about your trip: what you saw, who guided you, what you would tell a friend."
      >
        <textarea
          id={`${id}-comments`}
          rows={7}
          className={inputClasses}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error ${id}-comments-hint` : `${id}-comments-hint`}
          {...form.register('comments')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        <Send className="h-5 w-5" aria-hidden="true" />
        {mutation.isPending ? 'Submitting...' : 'Submit Testimonial'}
      </Button>
    </form>
  );
}
