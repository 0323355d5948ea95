import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@safari/contracts/admin';
import type { Db } from '../../../db/client';
import { passwordResetTokens, sessions, users } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

export type UserRow = typeof users.$inferSelect;
const STAFF = ['operator', 'admin'] as const;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A staff account by uuid; travellers are not staff and are not found here. */
export async function findStaff(db: Db, uuid: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.uuid, uuid), inArray(users.role, [...STAFF])));
  return row;
}

/** Active staff only: whom an inquiry can be assigned to. */
export async function findActiveStaff(db: Db, uuid: string) {
  const row = await findStaff(db, uuid);
  return row && !row.disabledAt ? row : undefined;
}

export async function insertStaffUser(db: Db, values: { email: string; name: string; role: StaffRole; passwordHash: string }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, phone: '', address: '' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<Pick<UserRow, 'role' | 'disabledAt'>>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Ends every session of the account at once: the next request with any of its tokens gets 401. */
export async function endSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Spends the account's open one-time links (an invitation, a reset): none may be used after this. */
export async function spendOneTimeLinks(db: Db, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertSetPasswordLink(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  // The reset flow's purpose: the link opens the storefront's reset page, which sets the password.
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt, purpose: 'password-reset' });
}

export interface StaffFilters extends PageRequest {
  q?: string;
  sort: 'name' | 'email' | 'created_at';
  role?: StaffRole;
  status?: 'active' | 'disabled';
}

export async function listStaff(db: Db, f: StaffFilters) {
  const where: SQL[] = [inArray(users.role, f.role ? [f.role] : [...STAFF])];
  if (f.q) where.push(or(ilike(users.name, containing(f.q)), ilike(users.email, containing(f.q)))!);
  if (f.status) where.push(f.status === 'active' ? isNull(users.disabledAt) : isNotNull(users.disabledAt));
  const sortColumn = { name: users.name, email: users.email, created_at: users.createdAt }[f.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(...ordered(f.order, sortColumn, users.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: countAll })
      .from(users)
      .where(and(...where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
