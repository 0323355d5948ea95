import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authData, loginInput, passwordChangeInput, passwordResetConfirm, passwordResetRequest } from '@safari/contracts/auth';
import { LIMITS } from '@safari/contracts/constants';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { ok } from '../../lib/envelope';
import { writeLimit } from '../../lib/write-limit';
import { signedIn } from '../../plugins/auth';
import { requestPasswordReset, resetPassword } from './password-reset';
import { readRegistration } from './register-form';
import { EMAIL_VERIFY_TEXTS } from '@safari/contracts/messages';
import { resendVerificationEmail, verifyEmail } from './email-verification';
import { changePassword, login, logout, register } from './service';

const failures = { 400: failureEnvelope, 401: failureEnvelope, 409: failureEnvelope, 413: failureEnvelope, 429: failureEnvelope };
const done = successEnvelope(z.null());

export async function authRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LIMITS.passportMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.database.db,
    dataDir: app.config.DATA_DIR,
    publicUrl: app.config.PUBLIC_URL,
    loginFailureLimit: app.config.LOGIN_FAILURE_LIMIT,
  };

  r.post(
    '/register',
    {
      config: writeLimit(app.config),
      schema: {
        tags: ['account'],
        summary: 'Create an account (multipart: name, phone, email, country, gender, address, password, confirm-password, passport_image?)',
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(authData), ...failures },
      },
    },
    async (request, reply) => {
      const result = await register(deps, await readRegistration(request));
      app.outbox.kick();
      return reply.code(201).send(ok(result, ACCOUNT_MESSAGES.registered, 201));
    },
  );

  r.post(
    '/login',
    {
      config: writeLimit(app.config),
      schema: {
        tags: ['account'],
        summary: 'Sign in',
        body: loginInput,
        response: { 200: successEnvelope(authData), ...failures, 403: failureEnvelope },
      },
    },
    async (request) => ok(await login(deps, { ...request.body, clientAddress: request.ip }), ACCOUNT_MESSAGES.loggedIn),
  );

  r.post(
    '/logout',
    {
      preHandler: app.requireUser,
      schema: { tags: ['account'], summary: 'End this session', response: { 200: done, 401: failureEnvelope } },
    },
    async (request) => {
      await logout(app.database.db, signedIn(request).sessionId);
      return ok(null, ACCOUNT_MESSAGES.loggedOut);
    },
  );

  r.post(
    '/password-reset',
    {
      config: writeLimit(app.config),
      schema: {
        tags: ['account'],
        summary: 'E-mail a one-time reset link (same answer whether or not the address has an account)',
        body: passwordResetRequest,
        response: { 200: done, 400: failureEnvelope },
      },
    },
    async (request) => {
      if (await requestPasswordReset({ db: app.database.db, publicUrl: app.config.PUBLIC_URL }, request.body.email)) {
        app.outbox.kick();
      }
      return ok(null, ACCOUNT_MESSAGES.resetRequested);
    },
  );

  r.post(
    '/password-reset/confirm',
    {
      config: writeLimit(app.config),
      schema: {
        tags: ['account'],
        summary: 'Set a new password from a reset link; ends every session',
        body: passwordResetConfirm,
        response: { 200: done, 400: failureEnvelope },
      },
    },
    async (request) => {
      await resetPassword(app.database.db, { token: request.body.token, password: request.body.password });
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  r.put(
    '/user/password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change the password; ends every other session',
        body: passwordChangeInput,
        response: { 200: done, 400: failureEnvelope, 401: failureEnvelope },
      },
    },
    async (request) => {
      await changePassword(app.database.db, signedIn(request), { current: request.body.current_password, next: request.body.password });
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  r.post(
    '/email/verify',
    {
      config: writeLimit(app.config),
      schema: {
        tags: ['account'],
        summary: 'Confirm the e-mail address from the welcome link; attaches earlier bookings and inquiries made with it',
        body: z.object({ token: z.string().trim().min(20).max(200) }),
        response: { 200: successEnvelope(z.object({ bookings: z.number().int(), inquiries: z.number().int() })), 400: failureEnvelope },
      },
    },
    async (request) => ok(await verifyEmail(app.database.db, request.body.token), EMAIL_VERIFY_TEXTS.verified),
  );

  r.post(
    '/email/verify/resend',
    {
      preHandler: app.requireUser,
      config: writeLimit(app.config),
      schema: {
        tags: ['account'],
        summary: 'E-mail the signed-in traveller a new confirmation link (none when the address is already confirmed)',
        response: { 200: successEnvelope(z.object({ sent: z.boolean() })), 401: failureEnvelope, 429: failureEnvelope },
      },
    },
    async (request) => {
      const sent = await resendVerificationEmail(app.database.db, signedIn(request).user, app.config.PUBLIC_URL);
      if (sent) app.outbox.kick();
      return ok({ sent }, sent ? EMAIL_VERIFY_TEXTS.resent : EMAIL_VERIFY_TEXTS.alreadyVerified);
    },
  );
}
