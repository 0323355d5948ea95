import type { PublicUser } from '@safari/contracts/auth';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findUserProfile } from './repository';

/** The traveller's number on their profile: stable, derived from the row, never reused. */
const touristNumber = (userId: number) => `TZ-${String(userId).padStart(6, '0')}`;

/** The user as they may see themselves: no password hash, no file name of the passport image. */
export async function loadPublicUser(db: Db, userId: number): Promise<PublicUser> {
  const row = await findUserProfile(db, userId);
  if (!row) throw notFound();
  const { user } = row;
  return {
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    country: row.country,
    gender: row.gender,
    tourist_number: touristNumber(user.id),
    role: user.role,
    has_passport_image: user.passportImage !== null,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
