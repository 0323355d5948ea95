import { EMAIL_VERIFY_TEXTS as VERIFY_TEXTS } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { HttpError } from '../../lib/http-errors';
import { enqueueEmail } from '../outbox/repository';
import { hashToken, newToken } from './credentials';
import { attachAnonymousRecords, consumeOneTimeToken, insertOneTimeToken, markEmailVerified } from './repository';

// EMAIL_VERIFY_TEXTS.resent names this validity: change both together.
const LINK_DAYS = 7;

/**
 * The welcome e-mail with a link that proves the address is the traveller's. Only then are
 * bookings and inquiries made without an account under that address attached to it: a
 * registration alone proves nothing, and anyone could register with someone else's address.
 */
export async function sendVerificationEmail(db: Db, user: { id: number; name: string; email: string }, publicUrl: string) {
  const { token, hash } = newToken();
  const link = new URL(`/verify-email?token=${encodeURIComponent(token)}`, publicUrl).toString();
  await insertOneTimeToken(db, user.id, hash, new Date(Date.now() + LINK_DAYS * 86_400_000), 'verify-email');
  await enqueueEmail(db, {
    kind: 'verify-email',
    to: user.email,
    ...renderEmail({
      subject: 'Welcome to Safari Tanzania: please confirm your e-mail address',
      greeting: `Karibu, ${user.name}!`,
      paragraphs: [
        'Your account is ready. Please confirm that this e-mail address is yours.',
        'Once it is confirmed, bookings and inquiries you made with this address before you had an account appear in your dashboard.',
      ],
      action: { label: 'Confirm my e-mail address', url: link },
    }),
  });
}

/** Confirms the address and attaches the earlier anonymous bookings and inquiries made with it. */
export async function verifyEmail(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(tx, hashToken(token), 'verify-email');
    if (!row) throw new HttpError(400, VERIFY_TEXTS.invalid, { token: VERIFY_TEXTS.invalid });
    const user = await markEmailVerified(tx, row.userId);
    return attachAnonymousRecords(tx, user);
  });
}

/**
 * A new welcome link for a signed-in traveller whose link expired or got lost. Earlier links
 * stay valid until they expire: whichever the traveller opens first confirms the address.
 * Answers whether a link was sent (an address already confirmed needs none).
 */
export async function resendVerificationEmail(
  db: Db,
  user: { id: number; name: string; email: string; emailVerifiedAt: Date | null },
  publicUrl: string,
) {
  if (user.emailVerifiedAt) return false;
  await sendVerificationEmail(db, user, publicUrl);
  return true;
}
