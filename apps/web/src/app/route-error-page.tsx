import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ERRORS } from '@safari/contracts/messages';

/** SPEC §8: unexpected render errors show 'Something went wrong' with the message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-32 text-center">
      <h1 className="font-display text-3xl text-brand-900">{ERRORS.render.title}</h1>
      <p className="mt-4 text-stone-700">{message}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        Back to home
      </a>
    </main>
  );
}
