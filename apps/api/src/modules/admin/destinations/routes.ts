import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import {
  adminDestinationDetail,
  adminDestinationsPage,
  adminDestinationsQuery,
  destinationCreateInput,
  destinationUpdateInput,
} from '@safari/contracts/admin-catalogue';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateCatalogue } from '../../catalogue/invalidation';
import { actorOf, requireRole } from '../access';
import { BANNER_MAX_BYTES, readBannerUpload } from '../catalogue/banner-image';
import { adminFailures, adminWriteFailures } from '../responses';
import { createDestination, getDestination, listDestinations, setDestinationBanner, updateDestination } from './service';

const tags = ['admin: catalogue'];
const detail = successEnvelope(adminDestinationDetail);

/** Destinations: facts, activities, active flag, banner. The storefront shows a change at once. */
export async function destinationAdminRoutes(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: BANNER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const db = app.database.db;
  const changed = () => invalidateCatalogue(app.readCache, 'destinations');

  r.get(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'Destinations, inactive ones included: searched, by status',
        querystring: adminDestinationsQuery,
        response: { 200: successEnvelope(adminDestinationsPage), ...adminFailures },
      },
    },
    async (request) => ok(await listDestinations(db, request.query)),
  );
  r.get(
    '/destinations/:id',
    { schema: { tags, summary: 'One destination as the form edits it', params: uuidParam, response: { 200: detail, ...adminFailures } } },
    async (request) => ok(await getDestination(db, request.params.id)),
  );
  r.post(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'Create a destination (inactive unless is_active)',
        body: destinationCreateInput,
        response: { 201: detail, ...adminWriteFailures },
      },
    },
    async (request, reply) => {
      const created = await createDestination(db, actorOf(request), request.body);
      await changed();
      return reply.code(201).send(ok(created, ADMIN_MESSAGES.saved, 201));
    },
  );
  r.patch(
    '/destinations/:id',
    {
      schema: {
        tags,
        summary: 'Edit a destination: only the fields sent change; a list sent replaces the whole list',
        params: uuidParam,
        body: destinationUpdateInput,
        response: { 200: detail, ...adminWriteFailures },
      },
    },
    async (request) => {
      const updated = await updateDestination(db, actorOf(request), request.params.id, request.body);
      await changed();
      return ok(updated, ADMIN_MESSAGES.saved);
    },
  );
  r.put(
    '/destinations/:id/banner',
    {
      schema: {
        tags,
        summary: 'Upload the banner photo (multipart field "banner": JPEG, PNG or WebP up to 8 MB, re-encoded as WebP)',
        consumes: ['multipart/form-data'],
        params: uuidParam,
        response: { 200: detail, ...adminWriteFailures, 413: failureEnvelope, 415: failureEnvelope },
      },
    },
    async (request) => {
      const updated = await setDestinationBanner(db, actorOf(request), request.params.id, await readBannerUpload(request));
      await changed();
      return ok(updated, ADMIN_MESSAGES.saved);
    },
  );
}
