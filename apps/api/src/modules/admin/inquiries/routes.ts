import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import {
  adminInquiriesPage,
  adminInquiriesQuery,
  adminInquiryDetail,
  INQUIRY_ADMIN_MESSAGES,
  inquiryAssigneeInput,
  inquiryNoteInput,
  inquiryReplyInput,
  inquiryStatusInput,
} from '@safari/contracts/admin-inquiries';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/http-errors';
import { signedIn } from '../../../plugins/auth';
import { actorOf, requireRole } from '../access';
import { adminFailures, adminWriteFailures } from '../responses';
import { addNote, assign, changeStatus, listInquiries, loadInquiryDetail, reply } from './service';

const tags = ['admin: inquiries'];
const detail = successEnvelope(adminInquiryDetail);

/** The inquiries inbox: answer within 24 hours, assign, note, reply by e-mail. */
export async function inquiryAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;
  const answer = async (uuid: string, message: string = ADMIN_MESSAGES.saved, code = 200) => {
    const found = await loadInquiryDetail(db, uuid);
    if (!found) throw notFound(INQUIRY_ADMIN_MESSAGES.notFound);
    return ok(found, message, code);
  };

  r.get(
    '/inquiries',
    {
      schema: {
        tags,
        summary: 'Inquiries: by status, overdue (24-hour promise), assignee ("me", "none" or a uuid), searched',
        querystring: adminInquiriesQuery,
        response: { 200: successEnvelope(adminInquiriesPage), ...adminFailures },
      },
    },
    async (request) => {
      const { assignee, ...filters } = request.query;
      return ok(await listInquiries(db, { ...filters, assignee: assignee === 'me' ? signedIn(request).user.uuid : assignee }));
    },
  );
  r.get(
    '/inquiries/:id',
    {
      schema: {
        tags,
        summary: 'One inquiry with its history (notes, replies, status changes, assignments)',
        params: uuidParam,
        response: { 200: detail, ...adminFailures },
      },
    },
    async (request) => answer(request.params.id, 'OK'),
  );
  r.put(
    '/inquiries/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an inquiry to another status',
        params: uuidParam,
        body: inquiryStatusInput,
        response: { 200: detail, ...adminWriteFailures },
      },
    },
    async (request) => {
      await changeStatus(db, actorOf(request), request.params.id, request.body.status);
      return answer(request.params.id);
    },
  );
  r.put(
    '/inquiries/:id/assignee',
    {
      schema: {
        tags,
        summary: 'Assign an inquiry to a staff member (null: unassigned)',
        params: uuidParam,
        body: inquiryAssigneeInput,
        response: { 200: detail, ...adminWriteFailures },
      },
    },
    async (request) => {
      await assign(db, actorOf(request), request.params.id, request.body.assignee);
      return answer(request.params.id);
    },
  );
  r.post(
    '/inquiries/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note (never sent to the traveller)',
        params: uuidParam,
        body: inquiryNoteInput,
        response: { 201: detail, ...adminWriteFailures },
      },
    },
    async (request, reply) => {
      await addNote(db, actorOf(request), request.params.id, request.body.note);
      return reply.code(201).send(await answer(request.params.id, INQUIRY_ADMIN_MESSAGES.noteAdded, 201));
    },
  );
  r.post(
    '/inquiries/:id/replies',
    {
      schema: {
        tags,
        summary: 'Reply to the traveller by e-mail (through the outbox); kept in the history',
        params: uuidParam,
        body: inquiryReplyInput,
        response: { 201: detail, ...adminWriteFailures },
      },
    },
    async (request, res) => {
      await reply(db, actorOf(request), request.params.id, request.body);
      app.outbox.kick();
      return res.code(201).send(await answer(request.params.id, INQUIRY_ADMIN_MESSAGES.replySent, 201));
    },
  );
}
