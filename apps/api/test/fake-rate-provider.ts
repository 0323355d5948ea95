import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderBehaviour =
  | { kind: 'rates'; rates: Record<string, unknown> }
  | { kind: 'status'; status: number }
  | { kind: 'body'; body: string }
  | { kind: 'hang' };

/**
 * A local stand-in for the exchange-rate provider (GET ?base=USD → { rates }), on an
 * ephemeral loopback port. Tests switch its behaviour and read how often it was asked.
 */
export async function startFakeRateProvider(initial: ProviderBehaviour) {
  let behaviour = initial;
  const requests: string[] = [];
  let abandoned = 0;
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    // The client hung up before an answer: what a client-side timeout looks like from here.
    res.on('close', () => {
      if (!res.writableEnded) abandoned++;
    });
    const b = behaviour;
    if (b.kind === 'hang') return; // never answers: the client's timeout must fire
    if (b.kind === 'status') {
      res.writeHead(b.status, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const body = b.kind === 'rates' ? JSON.stringify({ base: 'USD', rates: b.rates }) : b.body;
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/latest`,
    requests,
    /** Requests the client gave up on before they were answered. */
    get abandoned() {
      return abandoned;
    },
    set(next: ProviderBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL nobody listens on: the provider is "down". */
export async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/latest`;
}
