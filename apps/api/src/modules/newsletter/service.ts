import { randomBytes } from 'node:crypto';
import { normaliseEmail } from '@safari/contracts/auth';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { hashToken, newToken } from '../auth/credentials';
import { enqueueEmail } from '../outbox/repository';
import * as repo from './repository';

/** A pending address gets at most one confirmation e-mail per this many minutes. */
const RESEND_MINUTES = 10;

interface Deps {
  db: Db;
  publicUrl: string;
  operatorEmail: string;
}

const link = (publicUrl: string, path: string, token: string) =>
  new URL(`${path}?token=${encodeURIComponent(token)}`, publicUrl).toString();

function confirmationEmail(deps: Deps, confirmToken: string, unsubscribeToken: string) {
  return renderEmail({
    subject: 'Please confirm your Safari Tanzania newsletter subscription',
    paragraphs: [
      'Someone (we hope you) asked to receive the Safari Tanzania newsletter at this address.',
      'Confirm with the link below; until then you will receive nothing else from us.',
    ],
    action: { label: 'Confirm my subscription', url: link(deps.publicUrl, '/newsletter/confirm', confirmToken) },
    footer: [`Not you? Ignore this e-mail, or unsubscribe: ${link(deps.publicUrl, '/newsletter/unsubscribe', unsubscribeToken)}`],
  });
}

/**
 * Double opt-in signup. New, pending, confirmed and unsubscribed addresses all get the same
 * answer from the route: nobody learns whether an address is on the list.
 */
export async function subscribe(deps: Deps, rawEmail: string) {
  const email = normaliseEmail(rawEmail);
  const { token, hash } = newToken();
  await deps.db.transaction(async (tx) => {
    const created = await repo.insertSubscriber(tx, {
      email,
      confirmTokenHash: hash,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    });
    if (created) {
      await enqueueEmail(tx, { kind: 'newsletter-confirm', to: email, ...confirmationEmail(deps, token, created.unsubscribeToken) });
      await enqueueEmail(tx, {
        kind: 'newsletter-operator',
        to: deps.operatorEmail,
        ...renderEmail({
          subject: 'New newsletter signup (awaiting confirmation)',
          paragraphs: [`${email} asked to receive the newsletter.`],
        }),
      });
      return;
    }
    // Pending or unsubscribed: a new confirmation link, unless one went out a moment ago.
    const again = await repo.renewConfirmation(tx, email, hash, RESEND_MINUTES);
    if (again) await enqueueEmail(tx, { kind: 'newsletter-confirm', to: email, ...confirmationEmail(deps, token, again.unsubscribeToken) });
  });
}

export const confirmSubscription = (db: Db, token: string): Promise<boolean> => repo.confirmByTokenHash(db, hashToken(token));

/** Works from any newsletter e-mail, signed in or not, as often as it is clicked. */
export const unsubscribe = (db: Db, token: string): Promise<boolean> => repo.unsubscribeByToken(db, token);
