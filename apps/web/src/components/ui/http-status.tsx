import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Filled while a page renders on the server: the HTTP status (or redirect) the page asks for. */
export interface ServerResponseState {
  setStatus(code: number): void;
  /** Answer with a redirect to `location` instead of the page. */
  redirect(location: string): void;
}

export const ServerResponseContext = createContext<ServerResponseState | null>(null);

/**
 * Sets the HTTP status of a server-rendered page from inside it: the not-found page and a
 * package that does not exist answer 404, so search engines and link checkers see what a
 * visitor sees. Renders nothing, and does nothing in the browser.
 */
export function HttpStatus({ code }: { code: number }) {
  const response = useContext(ServerResponseContext);
  response?.setStatus(code);
  return null;
}

/**
 * Sends the visitor on to `to`: an HTTP redirect when the page renders on the server (a link
 * preview or a crawler follows it; React Router's <Navigate> cannot act there), a client-side
 * replace in the browser.
 */
export function Redirect({ to }: { to: string }) {
  const response = useContext(ServerResponseContext);
  if (!response) return <Navigate to={to} replace />;
  response.redirect(to);
  return null;
}
