import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, staffInviteInput, staffListQuery, staffMemberSchema, staffPage, staffRoleInput } from '@safari/contracts/admin';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { actorOf, requireRole } from '../access';
import { ADMIN_ONLY_TAG, adminFailures, adminWriteFailures } from '../responses';
import { changeRole, inviteStaff, listStaff, setStaffDisabled } from './service';

const tags = ['admin: staff'];
const member = successEnvelope(staffMemberSchema);

/** The staff list: every staff member sees it (an inquiry is assigned to one of them). */
export async function staffListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  r.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Staff accounts (operators and administrators)',
        querystring: staffListQuery,
        response: { 200: successEnvelope(staffPage), ...adminFailures },
      },
    },
    async (request) => ok(await listStaff(app.database.db, request.query)),
  );
}

/** Managing staff accounts: administrators only. */
export async function staffAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'admin'));
  const adminTags = [...tags, ADMIN_ONLY_TAG];
  const db = app.database.db;

  r.post(
    '/staff',
    {
      schema: {
        tags: adminTags,
        summary: 'Invite a staff member: creates the account and e-mails a link to choose a password',
        body: staffInviteInput,
        response: { 201: member, ...adminWriteFailures },
      },
    },
    async (request, reply) => {
      const created = await inviteStaff({ db, publicUrl: app.config.PUBLIC_URL }, actorOf(request), request.body);
      app.outbox.kick();
      return reply.code(201).send(ok(created, ADMIN_MESSAGES.staffInvited, 201));
    },
  );
  r.post(
    '/staff/:id/disable',
    {
      schema: {
        tags: adminTags,
        summary: 'Disable a staff account; its sessions end at once',
        params: uuidParam,
        response: { 200: member, ...adminWriteFailures },
      },
    },
    async (request) => ok(await setStaffDisabled(db, actorOf(request), request.params.id, true), ADMIN_MESSAGES.saved),
  );
  r.post(
    '/staff/:id/enable',
    {
      schema: {
        tags: adminTags,
        summary: 'Re-enable a disabled staff account',
        params: uuidParam,
        response: { 200: member, ...adminWriteFailures },
      },
    },
    async (request) => ok(await setStaffDisabled(db, actorOf(request), request.params.id, false), ADMIN_MESSAGES.saved),
  );
  r.put(
    '/staff/:id/role',
    {
      schema: {
        tags: adminTags,
        summary: 'Make a staff member an operator or an administrator',
        params: uuidParam,
        body: staffRoleInput,
        response: { 200: member, ...adminWriteFailures },
      },
    },
    async (request) => ok(await changeRole(db, actorOf(request), request.params.id, request.body.role), ADMIN_MESSAGES.saved),
  );
}
