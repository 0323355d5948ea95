import type { DashboardData } from '@safari/contracts/account';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { verifyPassword } from '../auth/credentials';
import { removePassportImage } from '../auth/passport-image';
import type { UserRow } from '../auth/service';
import { loadPublicUser } from '../auth/user-view';
import { getCart } from '../engagement/cart';
import { listLikes } from '../engagement/likes';
import { listRatings } from '../engagement/ratings';
import { instructionsForMany, type LedgerDeps } from '../payments/ledger';
import * as repo from './repository';

/** The dashboard: profile, likes, ratings, cart and bookings with their counts. */
export async function loadDashboard(db: Db, deps: LedgerDeps, userId: number): Promise<DashboardData> {
  const [user_profile, likes, ratings, cart, bookingRows] = await Promise.all([
    loadPublicUser(db, userId),
    listLikes(db, userId),
    listRatings(db, userId),
    getCart(db, userId),
    repo.listBookingsOfUser(db, userId),
  ]);
  const payments = await instructionsForMany(db, deps, bookingRows);
  const bookings: DashboardData['bookings'] = bookingRows.map((b) => ({
    reference: b.reference,
    email: b.email,
    trip_name: b.tripName,
    trip_uuid: b.tripUuid,
    start_date: b.startDate,
    guests: b.guests,
    total_price: b.totalPrice,
    status: b.status,
    created_at: b.createdAt.toISOString(),
    payment: payments.get(b.id)!,
  }));
  return {
    user_profile,
    likes,
    ratings,
    cart_items: cart.cart_items,
    bookings,
    statistics: {
      total_likes: likes.length,
      total_ratings: ratings.length,
      total_cart_items: cart.cart_items.length,
      total_bookings: bookings.length,
    },
  };
}

/** Everything we keep about the traveller (GDPR art. 15 and 20), without the password hash. */
export async function exportMyData(db: Db, deps: LedgerDeps, userId: number) {
  const dashboard = await loadDashboard(db, deps, userId);
  const written = await repo.listTestimonialsOfUser(db, userId);
  return {
    exported_at: new Date().toISOString(),
    profile: dashboard.user_profile,
    likes: dashboard.likes,
    ratings: dashboard.ratings,
    cart: dashboard.cart_items,
    testimonials: written.map((t) => ({
      comments: t.comments,
      rating: t.rating,
      published: t.published,
      created_at: t.createdAt.toISOString(),
    })),
    bookings: dashboard.bookings,
    inquiries: [] as unknown[],
  };
}

/**
 * Erases the account after the password is confirmed: the user row goes, and with it (by
 * foreign keys) sessions, reset links, likes, ratings, cart lines and testimonials; the
 * passport image file is deleted. Decision record 0013 explains why nothing is kept.
 */
export async function deleteAccount(db: Db, dataDir: string, user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { password: ACCOUNT_MESSAGES.currentPasswordWrong });
  }
  await repo.deleteUser(db, user.id);
  await removePassportImage(dataDir, user.passportImage);
}
