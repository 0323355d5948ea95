import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { todayIn } from '@safari/contracts/calendar';
import { type CardCheckoutAnswer, type CheckoutStatus } from '@safari/contracts/payments/instructions';
import { CARD_TEXTS } from '@safari/contracts/payments/texts';
import { isPaymentCurrency } from '@safari/contracts/payments/money';
import type { Instalment } from '@safari/contracts/payments/schedule';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import * as cards from './card-repository';
import { recordEntry, type LedgerDeps } from './ledger';
import * as repo from './repository';
import { standingOf } from './standing';
import type { Stripe } from './stripe-client';

// Card payments through Stripe Checkout (GUIDE decision 10). The traveller asks for a session for
// what is due now and pays on Stripe's page; only Stripe's signed webhook records the payment —
// never the browser's return — once per event and once per payment intent, in one transaction
// with the booking's status and the receipt.

export interface CardDeps extends LedgerDeps {
  db: Db;
  /** Null: card payments are off (no Stripe keys); every card route answers 404. */
  stripe: Stripe | null;
  webhookSecret: string | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  outbox: { kick(): void };
}

const notOffered = () => new HttpError(404, CARD_TEXTS.notOffered);

/** The instalment the amount due now pays first: the earliest one not yet covered by what was paid. */
function instalmentDue(schedule: readonly Instalment[], paidMinor: number): Instalment['kind'] {
  let cumulative = 0;
  for (const instalment of [...schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    cumulative += instalment.amountMinor;
    if (cumulative > paidMinor) return instalment.kind;
  }
  return schedule[0]?.kind ?? 'full';
}

/** POST /payments/card-checkout: a Checkout Session for what the booking owes now, in its currency. */
export async function createCardCheckout(deps: CardDeps, input: { reference: string; email: string }): Promise<CardCheckoutAnswer> {
  const stripe = deps.stripe;
  if (!stripe) throw notOffered();
  const booking = await cards.findBookingForCheckout(deps.db, input.reference, input.email);
  // The same answer for an unknown reference and a wrong e-mail: neither confirms the other.
  if (!booking || !isPaymentCurrency(booking.currency)) throw new HttpError(404, CARD_TEXTS.notFound);
  if (booking.status === 'cancelled') throw new HttpError(409, CARD_TEXTS.cancelled);

  const { schedules, paid } = await repo.findMoneyOf(deps.db, [booking.id]);
  const schedule = schedules.map(({ kind, amountMinor, dueDate }) => ({ kind, amountMinor, dueDate }));
  const paidMinor = paid[0]?.paidMinor ?? 0;
  const standing = standingOf(schedule, paidMinor, todayIn(deps.timeZone));
  if (standing.dueNowMinor <= 0) throw new HttpError(409, CARD_TEXTS.nothingDue);

  const instalment = instalmentDue(schedule, paidMinor);
  const metadata = { booking_reference: booking.reference, instalment };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      // Bancontact, Belgium's card scheme, takes euros only.
      allowed_payment_method_types: booking.currency === 'EUR' ? ['card', 'bancontact'] : ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: booking.currency.toLowerCase(),
            unit_amount: standing.dueNowMinor,
            product_data: { name: `${booking.itemName || 'Your trip'} (${instalment}, booking ${booking.reference})` },
          },
        },
      ],
      client_reference_id: booking.uuid,
      customer_email: booking.email,
      metadata,
      payment_intent_data: { metadata },
      success_url: `${deps.publicUrl}/payments/return?session_id={CHECKOUT_SESSION_ID}`,
      // Back to a page that says nothing was charged: a guest without an account has no dashboard.
      cancel_url: `${deps.publicUrl}/payments/return?cancelled=1`,
    });
  } catch (error) {
    // Stripe's error type and code only: its message may quote what we sent (the e-mail).
    const { type, code, statusCode } = error as { type?: string; code?: string; statusCode?: number };
    deps.log.warn({ stripe: { type, code, statusCode } }, 'Stripe Checkout session not created');
    throw new HttpError(503, CARD_TEXTS.unavailable);
  }
  if (!session.url) throw new HttpError(503, CARD_TEXTS.unavailable);
  return { url: session.url };
}

/** The events that can carry a paid Checkout Session (a delayed method such as SEPA pays in the second). */
const PAYING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const bookingUuid = z.uuid();

export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored';

/**
 * POST /payments/stripe-webhook. Verifies the signature over the raw bytes (400 when it fails:
 * nothing recorded); records a paid Checkout Session as the booking's card payment. Everything
 * else is acknowledged and ignored, so Stripe stops resending it.
 */
export async function receiveStripeEvent(deps: CardDeps, raw: unknown, signature: string | undefined): Promise<WebhookOutcome> {
  if (!deps.stripe || !deps.webhookSecret) throw notOffered();
  let event: Stripe.Event;
  try {
    if (!Buffer.isBuffer(raw) || !signature) throw new Error('unsigned');
    event = deps.stripe.webhooks.constructEvent(raw, signature, deps.webhookSecret);
  } catch {
    throw new HttpError(400, 'The webhook signature could not be verified.');
  }
  if (!PAYING_EVENTS.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.object !== 'checkout.session' || session.payment_status !== 'paid') return 'ignored';
  const uuid = bookingUuid.safeParse(session.client_reference_id);
  const amount = session.amount_total;
  if (!uuid.success || !amount || !Number.isInteger(amount) || amount <= 0 || !session.currency) {
    deps.log.warn({ stripeEvent: event.id, session: session.id }, 'Stripe Checkout session names no booking or amount: not recorded');
    return 'ignored';
  }
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const providerReference = paymentIntent ?? session.id;
  const currency = session.currency.toUpperCase();

  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await cards.claimStripeEvent(tx, event.id, event.type))) return 'duplicate';
    const booking = await repo.lockBookingMoney(tx, { uuid: uuid.data });
    if (!booking) {
      deps.log.warn({ stripeEvent: event.id, session: session.id }, 'Stripe payment for an unknown booking: not recorded');
      return 'ignored';
    }
    if (booking.currency !== currency) {
      deps.log.warn(
        { stripeEvent: event.id, session: session.id, paidIn: currency, bookedIn: booking.currency },
        'Stripe payment in another currency than the booking: not recorded, to be settled by hand',
      );
      return 'ignored';
    }
    const result = await recordEntry(tx, deps, booking, {
      kind: 'payment',
      amountMinor: amount,
      currency,
      method: 'card',
      providerReference,
      receivedOn: todayIn(deps.timeZone),
      note: `Stripe Checkout ${session.id}`,
    });
    await cards.rememberCheckoutSession(tx, session.id, providerReference);
    return result.recorded ? 'recorded' : 'duplicate';
  });
  if (outcome === 'recorded') deps.outbox.kick();
  return outcome;
}

/** GET /payments/checkout-status: 'paid' once the webhook has recorded the session's payment. */
export async function checkoutStatus(deps: CardDeps, sessionId: string): Promise<CheckoutStatus> {
  if (!deps.stripe) throw notOffered();
  return (await cards.isCheckoutSessionPaid(deps.db, sessionId)) ? 'paid' : 'pending';
}
