import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, type StaffRole } from '@safari/contracts/admin';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { signedIn } from '../../plugins/auth';

/** Who made a change, as the audit log records it. `id` null: the admin CLI. */
export interface Actor {
  id: number | null;
  /** What the audit log keeps: the e-mail at the time, or 'cli'. */
  label: string;
  /** How the actor signs an e-mail to a traveller. */
  name: string;
}

export const CLI_ACTOR: Actor = { id: null, label: 'cli', name: 'Safari Tanzania' };

/**
 * A hook that lets only signed-in staff with one of `roles` through: 401 without a live
 * session, 403 for any other role. The back office registers it as an `onRequest` hook, so a
 * stranger's request is refused before its body is parsed or validated (an anonymous caller
 * learns nothing from validation messages and cannot make us read an upload).
 */
export function requireRole(app: FastifyInstance, ...roles: StaffRole[]) {
  return async (request: FastifyRequest) => {
    await app.identifyUser(request);
    if (!request.auth) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
    const role = request.auth.user.role;
    if (!(roles as string[]).includes(role)) {
      throw new HttpError(403, role === 'operator' ? ADMIN_MESSAGES.adminOnly : ADMIN_MESSAGES.forbidden);
    }
  };
}

/** The signed-in staff member behind a back-office request. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = signedIn(request);
  return { id: user.id, label: user.email, name: user.name };
}
