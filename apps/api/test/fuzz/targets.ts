import http from 'node:http';
import type { InjectOptions } from 'fastify';
import * as t from '../../src/db/schema/index';
import { createTestApp } from '../test-app';
import { createSignedInUser } from '../factories/users';
import { operationsOf, type Operation } from './requests';

export interface FuzzResponse {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** Where the fuzz requests go: the app in this process (inject) or a running production build (HTTP). */
export interface FuzzTarget {
  operations: Operation[];
  /** Values that exist (a trip uuid, a slug, …), so requests also reach past validation. */
  valid: string[];
  authHeaders: Record<string, string>;
  /** null: the request cannot be written on the wire (Node refuses the raw path). */
  send(request: InjectOptions): Promise<FuzzResponse | null>;
  close(): Promise<void>;
}

const fixedValues = ['USD', 'EUR', '2099-07-01', '2099-07-09', '4', '1', 'trip', 'destination'];

export async function injectTarget(): Promise<FuzzTarget> {
  const app = await createTestApp({
    seed: true,
    config: { RATE_LIMIT_PER_MINUTE: 1_000_000, RATE_LIMIT_WRITES_PER_MINUTE: 1_000_000, TRUST_PROXY: true },
  });
  const db = app.database.db;
  const [trip] = await db.select({ uuid: t.trips.uuid }).from(t.trips).limit(1);
  const [destination] = await db.select({ uuid: t.destinations.uuid, slug: t.destinations.slug }).from(t.destinations).limit(1);
  const [location] = await db.select({ name: t.locations.name }).from(t.locations).limit(1);
  return {
    operations: operationsOf((await app.app.inject('/api/docs/json')).json()),
    valid: [trip!.uuid, destination!.uuid, destination!.slug, location!.name, ...fixedValues],
    authHeaders: (await createSignedInUser(app.app, db)).headers,
    send: (request) => app.app.inject(request),
    close: () => app.close(),
  };
}

function rawRequest(base: URL, request: InjectOptions): Promise<FuzzResponse | null> {
  const payload =
    request.payload === undefined
      ? undefined
      : Buffer.isBuffer(request.payload)
        ? request.payload
        : Buffer.from(typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload));
  return new Promise((resolve, reject) => {
    let req: http.ClientRequest;
    try {
      // The path goes on the wire as generated (encoded prefixes, double slashes, dot segments).
      // A connection per request (agent: false): a reused keep-alive socket the server just
      // closed would fail with 'socket hang up' through no fault of the request. The body goes
      // with its length, as a browser sends it (chunked bodies the server need not read would
      // frame the next bytes as a second request).
      req = http.request({
        agent: false,
        host: base.hostname,
        port: base.port,
        method: request.method ?? 'GET',
        path: String(request.url),
        headers: { ...(request.headers as http.OutgoingHttpHeaders), ...(payload ? { 'content-length': payload.length } : {}) },
      });
    } catch {
      return resolve(null);
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ statusCode: res.statusCode ?? 0, body, json: () => JSON.parse(body) });
      });
    });
    req.on('error', (error) =>
      reject(
        new Error(
          `${error.message}: ${request.method} ${String(request.url).slice(0, 120)} ${JSON.stringify(request.headers).slice(0, 200)}`,
        ),
      ),
    );
    req.end(payload);
  });
}

/** A production build already listening at FUZZ_BASE_URL (scripts/fuzz-build.mjs starts one). */
export async function httpTarget(baseUrl: string): Promise<FuzzTarget> {
  const base = new URL(baseUrl);
  const getJson = async <T>(path: string) => ((await (await fetch(new URL(path, base))).json()) as { data: T }).data;
  const trips = await getJson<{ trips: Array<{ uuid: string }> }>('/api/trips?limit=1');
  const destinations = await getJson<{ destinations: Array<{ uuid: string; slug: string }> }>('/api/destinations?limit=1');
  const lookups = await getJson<{ locations: Array<{ name: string }>; countries: Array<{ id: number }>; genders: Array<{ id: number }> }>(
    '/api/lookups',
  );
  const form = new FormData();
  const email = `fuzz-${Date.now()}@example.test`;
  const fields = {
    name: 'Fuzz Tester',
    phone: '+255 700 000 000',
    email,
    country: String(lookups.countries[0]!.id),
    gender: String(lookups.genders[0]!.id),
    address: 'Arusha',
    password: 'fuzz-password',
    'confirm-password': 'fuzz-password',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const registered = (await (await fetch(new URL('/api/register', base), { method: 'POST', body: form })).json()) as {
    data: { token: string };
  };
  return {
    operations: operationsOf((await (await fetch(new URL('/api/docs/json', base))).json()) as Parameters<typeof operationsOf>[0]),
    valid: [
      trips.trips[0]!.uuid,
      destinations.destinations[0]!.uuid,
      destinations.destinations[0]!.slug,
      lookups.locations[0]!.name,
      ...fixedValues,
    ],
    authHeaders: { authorization: `Bearer ${registered.data.token}` },
    send: (request) => rawRequest(base, request),
    close: async () => undefined,
  };
}
