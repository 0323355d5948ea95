import type { FastifyRequest } from 'fastify';

// Personal data stays out of the logs (no personal data, no SQL parameters):
// request lines carry the path without its query string, database errors carry their
// SQLSTATE and constraint but never the message, detail or parameters (PostgreSQL quotes the
// offending value: `invalid input syntax for type uuid: "ann@example.com"`), and the fields
// that hold personal data are censored wherever a log call puts them.

/** Body and object fields of the current and coming forms: sign-in, registration, passports. */
const PERSONAL_FIELDS = [
  'password',
  'confirm-password',
  'current_password',
  'new_password',
  'password_hash',
  'email',
  'phone',
  'address',
  'passport',
  'passport_image',
  'passportImage',
  'passport_number',
  'passportNumber',
  'passport_expiry',
  'passport_country',
  'token',
  'token_hash',
  'access_token',
  'refresh_token',
  'reset_token',
  'authorization',
  'cookie',
  'set-cookie',
];

const PERSONAL = new Set(PERSONAL_FIELDS.map((field) => field.toLowerCase()));
const CENSOR = '[redacted]';
/** How deep a logged object is searched: the top level and three levels down. */
const MAX_DEPTH = 4;

/**
 * A plain object with every personal field censored, at any of its first four levels (copies only
 * what it changes). A walk rather than pino's `redact` paths: pino applies those to the bindings
 * of every request's child logger, whether a line is ever written or not, and 100 wildcard paths
 * cost 13 % of the server's time under load; this runs only for lines that are written.
 */
export function censorPersonal<T>(value: T, depth = 0): T {
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item: unknown) => {
      const next = censorPersonal(item, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? items : value) as T;
  }
  // Plain objects only: a request, a response or an error goes through its serializer above,
  // which keeps only what may be logged; walking a socket or a Buffer would cost and find nothing.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [field, item] of Object.entries(value as Record<string, unknown>)) {
    const next = PERSONAL.has(field.toLowerCase()) && item !== undefined ? CENSOR : censorPersonal(item, depth + 1);
    if (next === item) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    copy[field] = next;
  }
  return (copy ?? value) as T;
}

/** The request line: method, route and path, never the query string (search terms, e-mails, tokens). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The SQL text with $1 placeholders, never the parameters. */
  query?: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

/** An error that came from the database: its message, detail and parameters may quote data. */
function isDatabaseError(e: Record<string, unknown>): boolean {
  return (
    'params' in e ||
    'severity' in e ||
    (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) ||
    (e.cause !== null && typeof e.cause === 'object' && isDatabaseError(e.cause as Record<string, unknown>))
  );
}

/** The stack's frames without its first lines, which repeat the message. */
const framesOnly = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')
    : '';

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: '', stack: '' };
  const e = error as Record<string, unknown>;
  const fromDatabase = isDatabaseError(e);
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: (fromDatabase ? `database error ${text(e.code) ?? ''}`.trim() : text(e.message)) ?? '',
    code: text(e.code),
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    constraint: text(e.constraint),
    table: text(e.table),
    column: text(e.column),
    routine: text(e.routine),
    query: text(e.query),
    stack: (fromDatabase ? framesOnly(e.stack) : text(e.stack)) ?? '',
  };
  if (e.cause && depth < 3) logged.cause = serializeError(e.cause, depth + 1);
  return Object.fromEntries(Object.entries(logged).filter(([, v]) => v !== undefined)) as unknown as LoggedError;
}
