import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { normaliseEmail } from '@safari/contracts/auth';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';
import { renderEmail } from '../../lib/email-template';
import { hashToken, newToken } from '../auth/credentials';
import { enqueueEmail } from '../outbox/repository';

/** A pending address gets at most one confirmation e-mail per this many minutes. */
const RESEND_MINUTES = 10;

interface Deps {
  db: Db;
  publicUrl: string;
  operatorEmail: string;
}

const link = (publicUrl: string, path: string, token: string) => new URL(`${path}?token=${encodeURIComponent(token)}`, publicUrl).toString();

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
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, confirmTokenHash: hash, unsubscribeToken: randomBytes(24).toString('base64url'), lastConfirmationSentAt: sql`now()` })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    if (created) {
      await enqueueEmail(tx, { kind: 'newsletter-confirm', to: email, ...confirmationEmail(deps, token, created.unsubscribeToken) });
      await enqueueEmail(tx, {
        kind: 'newsletter-operator',
        to: deps.operatorEmail,
        ...renderEmail({ subject: 'New newsletter signup (awaiting confirmation)', paragraphs: [`${email} asked to receive the newsletter.`] }),
      });
      return;
    }
    // Pending or unsubscribed: a new confirmation link, unless one went out a moment ago.
    const [again] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'pending', confirmTokenHash: hash, lastConfirmationSentAt: sql`now()` })
      .where(
        and(
          eq(newsletterSubscribers.email, email),
          or(eq(newsletterSubscribers.status, 'pending'), eq(newsletterSubscribers.status, 'unsubscribed')),
          or(
            isNull(newsletterSubscribers.lastConfirmationSentAt),
            sql`${newsletterSubscribers.lastConfirmationSentAt} < now() - make_interval(mins => ${RESEND_MINUTES})`,
          ),
        ),
      )
      .returning();
    if (again) await enqueueEmail(tx, { kind: 'newsletter-confirm', to: email, ...confirmationEmail(deps, token, again.unsubscribeToken) });
  });
}

export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), gt(newsletterSubscribers.createdAt, sql`now() - interval '30 days'`)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Works from any newsletter e-mail, signed in or not, as often as it is clicked. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', confirmTokenHash: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
