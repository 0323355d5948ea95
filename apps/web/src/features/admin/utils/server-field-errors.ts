import { ApiError } from '../../../lib/api-client';

/**
 * The server's messages for a form's own fields, put under those fields (react-hook-form's
 * setError); other failures stay the caller's to show above the button.
 */
export function serverFieldErrors<F extends string>(fields: readonly F[], setError: (field: F, error: { message: string }) => void) {
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const field of fields) {
      const message = error.errors[field];
      if (message) setError(field, { message });
    }
  };
}

/** Whether a failure was answered with a message under one of the fields (so it is not repeated above the button). */
export const shownUnderFields = (failure: unknown, fields: readonly string[]) =>
  failure instanceof ApiError && fields.some((field) => failure.errors[field]);
