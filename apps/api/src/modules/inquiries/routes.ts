import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { inquiryInput, inquiryReceipt } from '@safari/contracts/inquiry';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { submitInquiry } from './service';

export async function inquiryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/save-inquiry',
    {
      preHandler: app.identifyUser,
      config: writeLimit(app.config),
      schema: {
        tags: ['inquiries'],
        summary: 'Send a trip inquiry (SPEC §7): answered with a tailored proposal within 24 hours',
        body: inquiryInput,
        response: { 201: successEnvelope(inquiryReceipt), 400: failureEnvelope, 429: failureEnvelope },
      },
    },
    async (request, reply) => {
      const receipt = await submitInquiry(
        { db: app.database.db, timeZone: app.config.OPERATOR_TIME_ZONE, operatorEmail: app.config.OPERATOR_EMAIL },
        request.body,
        request.auth?.user.id ?? null,
      );
      app.outbox.kick();
      return reply.code(201).send(ok(receipt, 'Inquiry submitted successfully', 201));
    },
  );
}
