import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { HttpError } from '../lib/http-errors';
import { authenticateToken, type UserRow } from '../modules/auth/service';

export interface Authenticated {
  user: UserRow;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` on routes that need a signed-in user. */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session token (`Authorization: Bearer …`). */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler for routes open to everyone: sets `request.auth` when a live token is sent, else leaves it null. */
    identifyUser(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The signed-in user of a request, or 401. Routes read `request.auth` afterwards. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const identify = async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const found = match?.[1] ? await authenticateToken(app.database.db, match[1]) : null;
    request.auth = found ? { user: found.user, sessionId: found.sessionId } : null;
  };
  app.decorate('identifyUser', identify);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await identify(request);
    if (!request.auth) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
  });
});
