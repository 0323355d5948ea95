import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTripDetail,
  adminTripsPage,
  adminTripsQuery,
  catalogueOptions,
  tripCreateInput,
  tripUpdateInput,
} from '@safari/contracts/admin-catalogue';
import { todayIn } from '@safari/contracts/calendar';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateCatalogue } from '../../catalogue/invalidation';
import { actorOf } from '../access';
import { readBannerUpload } from '../catalogue/banner-image';
import { bannerUploadSchema, CATALOGUE_TAGS as tags, prepareCatalogueEditor, savedAnswers } from '../catalogue/editor-routes';
import { loadCatalogueOptions } from '../catalogue/options';
import { adminFailures, adminWriteFailures } from '../responses';
import { createTrip, getTrip, listTrips, setTripBanner, updateTrip } from './service';

const detail = successEnvelope(adminTripDetail);

/** Trips: create, edit, publish or keep as draft, banner photo. The storefront shows a change at once. */
export async function tripAdminRoutes(app: FastifyInstance) {
  await prepareCatalogueEditor(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.database.db, today: todayIn(app.config.OPERATOR_TIME_ZONE) });
  // After the commit: every process drops what shows trips (decision 0014).
  const changed = () => invalidateCatalogue(app.readCache, 'trips');
  const saved = savedAnswers(changed);

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
    async (request, reply) => saved.created(reply, await createTrip(deps(), actorOf(request), request.body)),
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
    async (request) => saved.updated(await updateTrip(deps(), actorOf(request), request.params.id, request.body)),
  );
  r.put('/trips/:id/banner', bannerUploadSchema(adminTripDetail), async (request) =>
    saved.updated(await setTripBanner(deps(), actorOf(request), request.params.id, await readBannerUpload(request))),
  );
}
