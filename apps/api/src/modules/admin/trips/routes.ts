import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import {
  adminTripDetail,
  adminTripsPage,
  adminTripsQuery,
  catalogueOptions,
  tripCreateInput,
  tripUpdateInput,
} from '@safari/contracts/admin-catalogue';
import { todayIn } from '@safari/contracts/calendar';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateCatalogue } from '../../catalogue/invalidation';
import { actorOf, requireRole } from '../access';
import { BANNER_MAX_BYTES, readBannerUpload } from '../catalogue/banner-image';
import { loadCatalogueOptions } from '../catalogue/options';
import { adminFailures, adminWriteFailures } from '../responses';
import { createTrip, getTrip, listTrips, setTripBanner, updateTrip } from './service';

const tags = ['admin: catalogue'];
const detail = successEnvelope(adminTripDetail);

/** Trips: create, edit, publish or keep as draft, banner photo. The storefront shows a change at once. */
export async function tripAdminRoutes(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: BANNER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireRole(app, 'operator', 'admin'));
  const deps = () => ({ db: app.database.db, today: todayIn(app.config.OPERATOR_TIME_ZONE) });
  // After the commit: every process drops what shows trips (decision 0014).
  const changed = () => invalidateCatalogue(app.readCache, 'trips');

  r.get(
    '/catalogue/options',
    {
      schema: {
        tags,
        summary: 'What the trip and destination forms choose from (types, seasons, classes, categories, places)',
        response: { 200: successEnvelope(catalogueOptions), ...adminFailures },
      },
    },
    async () => ok(await loadCatalogueOptions(app.database.db)),
  );
  r.get(
    '/trips',
    {
      schema: {
        tags,
        summary: 'Trips, drafts included: searched, by status and type',
        querystring: adminTripsQuery,
        response: { 200: successEnvelope(adminTripsPage), ...adminFailures },
      },
    },
    async (request) => ok(await listTrips(deps(), request.query)),
  );
  r.get(
    '/trips/:id',
    { schema: { tags, summary: 'One trip as the form edits it', params: uuidParam, response: { 200: detail, ...adminFailures } } },
    async (request) => ok(await getTrip(deps(), request.params.id)),
  );
  r.post(
    '/trips',
    {
      schema: {
        tags,
        summary: 'Create a trip (a draft unless is_active); description sanitised on save',
        body: tripCreateInput,
        response: { 201: detail, ...adminWriteFailures },
      },
    },
    async (request, reply) => {
      const created = await createTrip(deps(), actorOf(request), request.body);
      await changed();
      return reply.code(201).send(ok(created, ADMIN_MESSAGES.saved, 201));
    },
  );
  r.patch(
    '/trips/:id',
    {
      schema: {
        tags,
        summary: 'Edit a trip: only the fields sent change; a list sent replaces the whole list',
        params: uuidParam,
        body: tripUpdateInput,
        response: { 200: detail, ...adminWriteFailures },
      },
    },
    async (request) => {
      const updated = await updateTrip(deps(), actorOf(request), request.params.id, request.body);
      await changed();
      return ok(updated, ADMIN_MESSAGES.saved);
    },
  );
  r.put(
    '/trips/:id/banner',
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
      const updated = await setTripBanner(deps(), actorOf(request), request.params.id, await readBannerUpload(request));
      await changed();
      return ok(updated, ADMIN_MESSAGES.saved);
    },
  );
}
