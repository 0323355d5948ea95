import { useId, useRef } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';

/**
 * A trip's or destination's banner photo, uploaded on its own (the server re-encodes it as
 * WebP, at most 1600 px wide). `upload` is the endpoint's mutation.
 */
export function BannerUpload({ banner, upload }: { banner: string; upload: UseMutationResult<unknown, Error, File> }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <section aria-labelledby={`${id}-h`} className="mt-6 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="mb-3 text-lg font-bold text-stone-900">
        Banner photo
      </h2>
      {banner && <img src={banner} alt="" className="mb-3 h-32 w-auto rounded-lg object-cover" />}
      <form
        ref={formRef}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const file = input.current?.files?.[0];
          if (file) upload.mutate(file, { onSuccess: () => formRef.current?.reset() });
        }}
      >
        <Field id={`${id}-file`} label="JPEG, PNG or WebP up to 8 MB">
          <input id={`${id}-file`} ref={input} type="file" accept="image/jpeg,image/png,image/webp" className="block text-sm" required />
        </Field>
        <Button type="submit" variant="secondary" disabled={upload.isPending}>
          Upload banner
        </Button>
      </form>
      {upload.isError && (
        <FormMessage tone="error" className="mt-3">
          {errorMessage(upload.error, 'The photo was not uploaded. Please try again.')}
        </FormMessage>
      )}
      {upload.isSuccess && (
        <FormMessage tone="success" className="mt-3">
          Banner saved.
        </FormMessage>
      )}
    </section>
  );
}
