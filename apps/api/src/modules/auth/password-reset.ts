import { normaliseEmail } from '@safari/contracts/auth';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { HttpError } from '../../lib/http-errors';
import { enqueueEmail } from '../outbox/repository';
import { hashPassword, hashToken, newToken } from './credentials';
import * as repo from './repository';
import { RESET_LINK_MINUTES } from './session-policy';

function resetEmail(name: string, link: string) {
  return renderEmail({
    subject: 'Reset your Safari Tanzania password',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your Safari Tanzania account.',
      `Open the link below within ${RESET_LINK_MINUTES} minutes to choose a new password.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
  });
}

/**
 * Sends a one-time reset link when the address has an account. Returns true when an e-mail
 * was queued; the route answers the same either way, so nobody learns who has an account.
 */
export async function requestPasswordReset(deps: { db: Db; publicUrl: string }, rawEmail: string): Promise<boolean> {
  const user = await repo.findUserByEmail(deps.db, normaliseEmail(rawEmail));
  if (!user || user.disabledAt) return false;
  const { token, hash } = newToken();
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();
  await deps.db.transaction(async (tx) => {
    await repo.insertOneTimeToken(tx, user.id, hash, new Date(Date.now() + RESET_LINK_MINUTES * 60_000), 'password-reset');
    await enqueueEmail(tx, { kind: 'password-reset', to: user.email, ...resetEmail(user.name, link) });
  });
  return true;
}

/** Sets the new password from a valid link, once, and signs the user out everywhere. */
export async function resetPassword(db: Db, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const row = await repo.consumeOneTimeToken(tx, hashToken(input.token), 'password-reset');
    if (!row) throw new HttpError(400, ACCOUNT_MESSAGES.resetInvalid, { token: ACCOUNT_MESSAGES.resetInvalid });
    await repo.updatePasswordHash(tx, row.userId, passwordHash);
    await repo.deleteUserSessions(tx, row.userId);
  });
}
