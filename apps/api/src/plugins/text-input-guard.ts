import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';
import { PROTOCOL_MESSAGES } from '../lib/failure';

/**
 * PostgreSQL cannot store U+0000 in text and fails the whole query (a 500) when a parameter
 * carries one, whichever route or column it reaches. So no text input gets that far: a NUL
 * anywhere in the path parameters, the query string or the body (values or keys) is a 400
 * with the envelope, before validation and before any handler.
 */
export const textInputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
    if (field !== null) throw new HttpError(400, PROTOCOL_MESSAGES.nulCharacter, { [field]: PROTOCOL_MESSAGES.nulCharacter });
  });
});

/** The path (`query.q`, `body.items.0.name`) of the first string holding a NUL, or null. */
function findNul(root: unknown, rootPath: string): string | null {
  // Iterative: a hostile body may nest deeper than the call stack.
  const pending: Array<[unknown, string]> = [[root, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (isPlainContainer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const here = `${path}.${key.replaceAll('\u0000', '\\0')}`;
        if (key.includes('\u0000')) return here;
        pending.push([item, here]);
      }
    }
  }
  return null;
}

/**
 * Arrays and plain records (parsed JSON, and the query and params objects, which Fastify
 * builds on prototypes of their own); never buffers, streams or uploaded file parts.
 */
function isPlainContainer(value: unknown): value is object {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  if (Object.prototype.toString.call(value) !== '[object Object]') return false; // Buffer, Date, Map…
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}
