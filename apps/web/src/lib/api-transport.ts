/**
 * Where the storefront's API calls go. In the browser: this origin, with the browser's fetch.
 * During server rendering (entry-server.tsx) the same calls go into the Fastify process that
 * renders the page, without a network hop: one code path for data on both sides.
 */
interface ApiTransport {
  origin: string;
  fetch: typeof fetch;
}

let serverTransport: ApiTransport | null = null;

/** Called once by the server-rendering entry; never in the browser. */
export function setServerApiTransport(transport: ApiTransport) {
  serverTransport = transport;
}

export function apiTransport(): ApiTransport {
  return serverTransport ?? { origin: window.location.origin, fetch: (input, init) => fetch(input, init) };
}
