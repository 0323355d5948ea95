import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDestinationDetail,
  adminDestinationsPage,
  adminDestinationsQuery,
  destinationCreateInput,
  destinationUpdateInput,
} from '@safari/contracts/admin-catalogue';
import { successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { invalidateCatalogue } from '../../catalogue/invalidation';
import { actorOf } from '../access';
import { readBannerUpload } from '../catalogue/banner-image';
import { bannerUploadSchema, CATALOGUE_TAGS as tags, prepareCatalogueEditor, savedAnswers } from '../catalogue/editor-routes';
import { adminFailures, adminWriteFailures } from '../responses';
import { createDestination, getDestination, listDestinations, setDestinationBanner, updateDestination } from './service';

const detail = successEnvelope(adminDestinationDetail);

/** Destinations: facts, activities, active flag, banner. The storefront shows a change at once. */
export async function destinationAdminRoutes(app: FastifyInstance) {
  await prepareCatalogueEditor(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const changed = () => invalidateCatalogue(app.readCache, 'destinations');
  const saved = savedAnswers(changed);

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
    async (request, reply) => saved.created(reply, await createDestination(db, actorOf(request), request.body)),
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
    async (request) => saved.updated(await updateDestination(db, actorOf(request), request.params.id, request.body)),
  );
  r.put('/destinations/:id/banner', bannerUploadSchema(adminDestinationDetail), async (request) =>
    saved.updated(await setDestinationBanner(db, actorOf(request), request.params.id, await readBannerUpload(request))),
  );
}
