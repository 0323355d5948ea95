import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, countries, genders, inquiries, loginFailures, passwordResetTokens, sessions, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The user with their country and gender names, as the profile shows them. */
export async function findUserProfile(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, country: { id: countries.id, name: countries.name }, gender: { id: genders.id, name: genders.name } })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(genders, eq(genders.id, users.genderId))
    .where(eq(users.id, userId));
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function countryAndGenderExist(db: Db, countryId: number, genderId: number) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  const [gender] = await db.select({ id: genders.id }).from(genders).where(eq(genders.id, genderId));
  return Boolean(country && gender);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function insertSession(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** The user behind a live session token hash, or nothing (unknown, expired, disabled). */
export async function findSessionUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), isNull(users.disabledAt)));
  return row;
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: number) {
  await db
    .delete(sessions)
    .where(keepSessionId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export type OneTimePurpose = 'password-reset' | 'verify-email';

export async function insertOneTimeToken(db: Db, userId: number, tokenHash: string, expiresAt: Date, purpose: OneTimePurpose) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt, purpose });
}

/** Marks a live, unused one-time token used and returns its user; nothing when it is not usable. */
export async function consumeOneTimeToken(db: Db, tokenHash: string, purpose: OneTimePurpose) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Marks the address confirmed; resolves with the user's id and address. */
export async function markEmailVerified(tx: Db, userId: number) {
  const [user] = await tx
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  return user!;
}

/**
 * Gives the user the bookings and inquiries made without an account under their address;
 * resolves with how many of each.
 */
export async function attachAnonymousRecords(tx: Db, user: { id: number; email: string }) {
  const attachedBookings = await tx
    .update(bookings)
    .set({ userId: user.id })
    .where(and(isNull(bookings.userId), eq(bookings.email, user.email)))
    .returning({ id: bookings.id });
  const attachedInquiries = await tx
    .update(inquiries)
    .set({ userId: user.id })
    .where(and(isNull(inquiries.userId), eq(inquiries.email, user.email)))
    .returning({ id: inquiries.id });
  return { bookings: attachedBookings.length, inquiries: attachedInquiries.length };
}

/** Failures for a key in the current window (a window older than `windowSeconds` counts as none). */
export async function recentFailures(db: Db, key: string, windowSeconds: number) {
  const [row] = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, key), gt(loginFailures.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return row?.failures ?? 0;
}

/** One more failure for `key`; an expired window starts again at 1. One statement, no race. */
export async function recordFailure(db: Db, key: string, windowSeconds: number) {
  await db
    .insert(loginFailures)
    .values({ email: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`case when ${loginFailures.windowStartedAt} > now() - make_interval(secs => ${windowSeconds}) then ${loginFailures.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} > now() - make_interval(secs => ${windowSeconds}) then ${loginFailures.windowStartedAt} else now() end`,
      },
    });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, key));
}
