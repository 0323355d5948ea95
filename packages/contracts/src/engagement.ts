import { z } from 'zod';
import { LIMITS } from './constants';
import { isoDate } from './envelope';
import { ACCOUNT_MESSAGES } from './messages';

// Likes, ratings and the cart of a signed-in traveller. Items are named
// by type and uuid as the original API does; the server reads names and prices from the
// catalogue, never from the client.

const likeableType = z.enum(['trip', 'destination']);
const rateableType = z.enum(['trip', 'destination']);
const cartableType = z.enum(['trip']);
export type ItemType = z.infer<typeof likeableType>;

/** What a list shows of the liked, rated or carted item; null when it left the catalogue. */
const itemSummary = z.object({
  uuid: z.uuid(),
  type: likeableType,
  name: z.string(),
  banner: z.string(),
  base_price: z.number().nullable(),
  /** Storefront path of the item: /packages/{uuid} or /destinations/{slug}. */
  path: z.string(),
});
export type ItemSummary = z.infer<typeof itemSummary>;

export const toggleLikeInput = z.object({ likeable_type: likeableType, likeable_uuid: z.uuid() });
export const likeStatusQuery = z.object({ uuid: z.uuid() });
export const likeSchema = z.object({
  uuid: z.uuid(),
  likeable_type: likeableType,
  likeable_uuid: z.uuid(),
  likeable: itemSummary.nullable(),
  created_at: z.string(),
});
export type Like = z.infer<typeof likeSchema>;

const comment = z
  .string({ error: ACCOUNT_MESSAGES.commentRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.commentRequired)
  .max(LIMITS.commentMaxLength, ACCOUNT_MESSAGES.commentTooLong);
const stars = z.coerce
  .number({ error: ACCOUNT_MESSAGES.ratingRange })
  .int(ACCOUNT_MESSAGES.ratingRange)
  .min(LIMITS.ratingMin, ACCOUNT_MESSAGES.ratingRange)
  .max(LIMITS.ratingMax, ACCOUNT_MESSAGES.ratingRange);

export const ratingUpdateInput = z.object({ rating: stars, comment });
export const submitRatingInput = ratingUpdateInput.extend({ rateable_type: rateableType, rateable_uuid: z.uuid() });
export type SubmitRatingInput = z.input<typeof submitRatingInput>;
export const myRatingQuery = z.object({ type: rateableType, uuid: z.uuid() });
export const ratingSchema = z.object({
  uuid: z.uuid(),
  rateable_type: rateableType,
  rateable_uuid: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  rateable: itemSummary.nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

const quantity = z.coerce.number().int().min(1).max(LIMITS.travelersMax);
const cartDates = {
  start_date: isoDate.nullish(),
  end_date: isoDate.nullish(),
};
const endAfterStart = (v: { start_date?: string | null; end_date?: string | null }) =>
  !v.start_date || !v.end_date || v.end_date > v.start_date;
const endAfterStartIssue = { message: 'End date must be after start date', path: ['end_date'] };

export const addToCartInput = z
  .object({ cartable_type: cartableType, cartable_uuid: z.uuid(), quantity: quantity.default(LIMITS.addToCartQuantity), ...cartDates })
  .refine(endAfterStart, endAfterStartIssue);
export type AddToCartInput = z.input<typeof addToCartInput>;
export const updateCartInput = z.object({ quantity, ...cartDates }).refine(endAfterStart, endAfterStartIssue);

export const cartItemSchema = z.object({
  uuid: z.uuid(),
  cartable_type: cartableType,
  cartable_uuid: z.uuid(),
  quantity: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  cartable: itemSummary.nullable(),
  /** quantity × the catalogue's current base price, in USD; 0 when the item is gone. */
  line_total: z.number(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartData = z.object({ cart_items: z.array(cartItemSchema), total: z.number() });
export type CartData = z.infer<typeof cartData>;

export const itemUuidParam = z.object({ id: z.uuid() });
