import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { inquiryNoteInput, inquiryReplyInput, type AdminInquiryDetail } from '@safari/contracts/admin-inquiries';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useAddInquiryNote } from '../api/add-inquiry-note';
import { useReplyToInquiry } from '../api/reply-to-inquiry';

// The checkbox is the screen's: it becomes the reply's `status` ('proposal_sent') when ticked.
const replyForm = inquiryReplyInput.omit({ status: true }).extend({ proposal: z.boolean() });

/** The reply to the traveller: e-mailed through the outbox and kept in the inquiry's history. */
export function InquiryReplyForm({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const id = useId();
  const mutation = useReplyToInquiry(inquiry.uuid);
  const form = useForm<z.input<typeof replyForm>, unknown, z.output<typeof replyForm>>({
    resolver: zodResolver(replyForm),
    defaultValues: { subject: `Your safari inquiry ${inquiry.reference}`, message: '', proposal: false },
  });
  const messageError = form.formState.errors.message?.message;
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="mb-3 text-lg font-bold text-stone-900">
        Reply to {inquiry.name}
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={form.handleSubmit(({ proposal, ...values }) =>
          mutation.mutate(
            { ...values, status: proposal ? 'proposal_sent' : undefined },
            { onSuccess: () => form.reset({ subject: values.subject, message: '', proposal: false }) },
          ),
        )}
      >
        <Field id={`${id}-subject`} label="Subject">
          <input id={`${id}-subject`} className={inputClasses} {...form.register('subject')} />
        </Field>
        <Field id={`${id}-message`} label="Message" required>
          <textarea
            id={`${id}-message`}
            rows={6}
            className={inputClasses}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${id}-message-error` : undefined}
            {...form.register('message')}
          />
        </Field>
        {messageError && (
          <FormMessage id={`${id}-message-error`} tone="error">
            {messageError}
          </FormMessage>
        )}
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="h-4 w-4" {...form.register('proposal')} />
          This reply is the proposal (status becomes “Proposal sent”)
        </label>
        {mutation.isError && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The reply was not sent. Please try again.')}</FormMessage>
        )}
        {mutation.isSuccess && <FormMessage tone="success">{mutation.data.message}</FormMessage>}
        <Button type="submit" disabled={mutation.isPending}>
          Send reply
        </Button>
      </form>
    </section>
  );
}

/** An internal note: for the staff only, never e-mailed. */
export function InquiryNoteForm({ uuid }: { uuid: string }) {
  const id = useId();
  const mutation = useAddInquiryNote(uuid);
  const form = useForm<z.input<typeof inquiryNoteInput>, unknown, z.output<typeof inquiryNoteInput>>({
    resolver: zodResolver(inquiryNoteInput),
    defaultValues: { note: '' },
  });
  const error = form.formState.errors.note?.message;
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="mb-3 text-lg font-bold text-stone-900">
        Internal note
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values, { onSuccess: () => form.reset({ note: '' }) }))}
      >
        <Field id={`${id}-note`} label="Note (staff only)">
          <textarea
            id={`${id}-note`}
            rows={3}
            className={inputClasses}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-note-error` : undefined}
            {...form.register('note')}
          />
        </Field>
        {error && (
          <FormMessage id={`${id}-note-error`} tone="error">
            {error}
          </FormMessage>
        )}
        {mutation.isError && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The note was not saved. Please try again.')}</FormMessage>
        )}
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          Add note
        </Button>
      </form>
    </section>
  );
}
