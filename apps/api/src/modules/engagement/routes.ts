import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToCartInput,
  cartData,
  itemUuidParam,
  likeSchema,
  likeStatusQuery,
  myRatingQuery,
  ratingSchema,
  ratingUpdateInput,
  submitRatingInput,
  toggleLikeInput,
  updateCartInput,
} from '@safari/contracts/engagement';
import { failureEnvelope, successEnvelope } from '@safari/contracts/envelope';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ok } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from './cart';
import { isLiked, listLikes, toggleLike } from './likes';
import { deleteRating, findMyRating, listRatings, submitRating, updateRating } from './ratings';

const failures = { 400: failureEnvelope, 401: failureEnvelope, 404: failureEnvelope };
const done = successEnvelope(z.null());
const tags = ['likes, ratings, cart'];

/** The original API's paths; every route needs a signed-in traveller and touches only their rows. */
export async function engagementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const user = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;
  r.addHook('preHandler', app.requireUser);

  r.post(
    '/toggle_like',
    {
      schema: {
        tags,
        summary: 'Like or unlike a trip or destination',
        body: toggleLikeInput,
        response: { 200: successEnvelope(z.object({ is_liked: z.boolean() })), ...failures },
      },
    },
    async (request) => {
      const { message, is_liked } = await toggleLike(db, user(request), {
        type: request.body.likeable_type,
        uuid: request.body.likeable_uuid,
      });
      return ok({ is_liked }, message);
    },
  );
  r.get(
    '/user/likes',
    { schema: { tags, summary: 'My likes', response: { 200: successEnvelope(z.object({ likes: z.array(likeSchema) })), ...failures } } },
    async (request) => ok({ likes: await listLikes(db, user(request)) }),
  );
  for (const type of ['trip', 'destination'] as const) {
    r.get(
      `/user/check-like-${type}`,
      {
        schema: {
          tags,
          summary: `Whether I like this ${type}`,
          querystring: likeStatusQuery,
          response: { 200: successEnvelope(z.object({ is_liked: z.boolean() })), ...failures },
        },
      },
      async (request) => ok({ is_liked: await isLiked(db, user(request), { type, uuid: request.query.uuid }) }),
    );
  }

  r.post(
    '/submit_rating',
    {
      schema: {
        tags,
        summary: 'Rate an item (creates, or updates my existing rating)',
        body: submitRatingInput,
        response: { 200: successEnvelope(z.object({ uuid: z.uuid() })), ...failures },
      },
    },
    async (request) => {
      const { rateable_type, rateable_uuid, rating, comment } = request.body;
      const result = await submitRating(db, user(request), { type: rateable_type, uuid: rateable_uuid }, { rating, comment });
      return ok({ uuid: result.uuid }, result.message);
    },
  );
  r.put(
    '/ratings/:id',
    { schema: { tags, summary: 'Change my rating', params: itemUuidParam, body: ratingUpdateInput, response: { 200: done, ...failures } } },
    async (request) => {
      await updateRating(db, user(request), request.params.id, request.body);
      return ok(null, ENGAGEMENT_SUCCESS.ratingUpdated);
    },
  );
  r.delete(
    '/ratings/:id',
    { schema: { tags, summary: 'Delete my rating', params: itemUuidParam, response: { 200: done, ...failures } } },
    async (request) => {
      await deleteRating(db, user(request), request.params.id);
      return ok(null, ENGAGEMENT_SUCCESS.ratingDeleted);
    },
  );
  r.get(
    '/user/ratings',
    {
      schema: {
        tags,
        summary: 'My ratings',
        response: { 200: successEnvelope(z.object({ ratings: z.array(ratingSchema) })), ...failures },
      },
    },
    async (request) => ok({ ratings: await listRatings(db, user(request)) }),
  );
  r.get(
    '/user/rating',
    {
      schema: {
        tags,
        summary: 'My rating of one item, if any (prefills the rating dialog)',
        querystring: myRatingQuery,
        response: { 200: successEnvelope(z.object({ rating: ratingSchema.nullable() })), ...failures },
      },
    },
    async (request) => ok({ rating: await findMyRating(db, user(request), request.query) }),
  );

  r.post(
    '/cart/add',
    { schema: { tags, summary: 'Add a trip to my cart (or update its line)', body: addToCartInput, response: { 200: done, ...failures } } },
    async (request) => {
      await addToCart(db, user(request), request.body.cartable_uuid, request.body);
      return ok(null, ENGAGEMENT_SUCCESS.cartAdded);
    },
  );
  r.put(
    '/cart/:id',
    {
      schema: {
        tags,
        summary: 'Change a line of my cart',
        params: itemUuidParam,
        body: updateCartInput,
        response: { 200: done, ...failures },
      },
    },
    async (request) => {
      await updateCartItem(db, user(request), request.params.id, request.body);
      return ok(null, ENGAGEMENT_SUCCESS.cartUpdated);
    },
  );
  r.delete(
    '/cart/:id',
    { schema: { tags, summary: 'Remove a line from my cart', params: itemUuidParam, response: { 200: done, ...failures } } },
    async (request) => {
      await removeCartItem(db, user(request), request.params.id);
      return ok(null, ENGAGEMENT_SUCCESS.cartRemoved);
    },
  );
  r.get(
    '/user/cart',
    { schema: { tags, summary: 'My cart, priced from the catalogue (USD)', response: { 200: successEnvelope(cartData), ...failures } } },
    async (request) => ok(await getCart(db, user(request))),
  );
  r.delete('/user/cart/clear', { schema: { tags, summary: 'Empty my cart', response: { 200: done, ...failures } } }, async (request) => {
    await clearCart(db, user(request));
    return ok(null, ENGAGEMENT_SUCCESS.cartCleared);
  });
}
