import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '@safari/contracts/messages';
import type { FailureEnvelope } from '@safari/contracts/envelope';
import { HttpError } from '../lib/http-errors';
import { isDatabaseUnavailable } from '../lib/database-errors';

function failure(code: number, message: string, errors?: Record<string, string>): FailureEnvelope {
  return errors ? { status: false, code, message, errors } : { status: false, code, message };
}

/** One error handler for the whole API: the envelope, the right status, never a stack trace. */
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
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(failure(503, API_MESSAGES.databaseUnavailable));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(failure(429, API_MESSAGES.rateLimited));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe to show.
      return reply.code(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(500, API_MESSAGES.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(404, `${API_MESSAGES.notFound}: ${request.method} ${request.url.split('?')[0]}`));
  });
});
