import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '@safari/contracts/messages';
import { HttpError } from '../lib/http-errors';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { failure, PROTOCOL_MESSAGES } from '../lib/failure';

/** Seconds a client should wait after a 503 caused by the database. */
const DATABASE_RETRY_AFTER = '5';

/**
 * One error handler for the whole API: the envelope, the right status, never a stack trace
 * and never the message of an unexpected error (it may quote data or internals).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
        errors[field] ??= issue.message ?? API_MESSAGES.validation;
      }
      const first = Object.values(errors)[0] ?? API_MESSAGES.validation;
      return reply.code(400).send(failure(400, first, errors));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(failure(error.statusCode, error.message, error.errors));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', DATABASE_RETRY_AFTER).send(failure(503, API_MESSAGES.databaseUnavailable));
    }
    if (isMalformedMultipart(error)) return reply.code(400).send(failure(400, PROTOCOL_MESSAGES.badRequest));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(failure(429, API_MESSAGES.rateLimited));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe to show.
      return reply.code(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(500, API_MESSAGES.internal));
  });

  // Unknown paths count against the API's rate limit: probing spellings of a path is not free.
  const preHandler = app.hasDecorator('rateLimit') ? app.rateLimit() : undefined;
  app.setNotFoundHandler({ preHandler }, (request, reply) => {
    reply.code(404).send(failure(404, `${API_MESSAGES.notFound}: ${request.method} ${request.url.split('?')[0]}`));
  });
});

/**
 * The multipart parser (busboy, under @fastify/multipart) reports a body it cannot read with
 * plain Errors, no code or status, thrown from whichever route iterates the parts: a body cut
 * short or without its boundary is the client's fault, for every multipart route at once.
 */
const MALFORMED_MULTIPART = /unexpected end of multipart data|Multipart: Boundary not found/i;
const isMalformedMultipart = (error: Error) => !('statusCode' in error && error.statusCode) && MALFORMED_MULTIPART.test(error.message);

/**
 * Failures Fastify answers before any route runs (Fastify's `frameworkErrors` option): a URL
 * that does not decode (`/api/trips/%ff`), a path parameter longer than the router allows.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(failure(400, PROTOCOL_MESSAGES.badUrl));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(failure(414, PROTOCOL_MESSAGES.uriTooLong));
  return reply.code(500).send(failure(500, API_MESSAGES.internal));
}
