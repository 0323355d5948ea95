import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of the one Stripe endpoint the API calls, POST /v1/checkout/sessions, for the
// official SDK pointed at it with STRIPE_API_URL: tests never reach the internet. It reads the
// form-encoded body the SDK sends, records it, and answers a session object as Stripe does.

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form fields as sent: 'line_items[0][price_data][unit_amount]' → '108000'. */
  form: Record<string, string>;
}

export interface StripeStandIn {
  /** http://127.0.0.1:port, for STRIPE_API_URL. */
  url: string;
  received: ReceivedRequest[];
  /** The sessions answered, newest last. */
  sessions: Array<Record<string, unknown>>;
  /** The next session creation answers this Stripe error instead (once). */
  failNext(status: number, error: { type: string; code?: string; message: string }): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const received: ReceivedRequest[] = [];
  const sessions: Array<Record<string, unknown>> = [];
  let failure: { status: number; error: object } | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '').split('?')[0]!;
      received.push({ method: req.method ?? '', path, headers: req.headers, form });
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
      }
      if (failure) {
        const { status, error } = failure;
        failure = null;
        return answer(status, { error });
      }
      const sessionId = id('cs');
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata,
        success_url: form.success_url?.replace('{CHECKOUT_SESSION_ID}', sessionId),
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        livemode: false,
      };
      sessions.push(session);
      answer(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    sessions,
    failNext: (status, error) => {
      failure = { status, error };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
