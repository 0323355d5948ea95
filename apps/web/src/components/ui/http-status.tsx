import { createContext, useContext } from 'react';

/** Filled while a page renders on the server: the HTTP status the page asks for. */
export interface ServerResponseState {
  setStatus(code: number): void;
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
