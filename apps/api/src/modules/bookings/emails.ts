import { formatIsoDate } from '@safari/contracts/calendar';
import { renderEmail, type EmailContent } from '../../lib/email-template';
import type { MailAttachment, OutboxMessage } from '../outbox/repository';
import { formatMinor } from '@safari/contracts/payments/money';
import { howToPay } from '../payments/payment-mail';
import type { Quote } from './pricing';
import type { Booked, Traveller } from './facts';
import type { PackageQuote } from './package-pricing';
import type { StaticTourQuote } from './static-tour-pricing';
import type { ClimbQuote } from './climb-pricing';

// Every booking sends the same two e-mails through the outbox, in its transaction: a
// confirmation to the traveller and a copy to the operator with the contact details. What
// each kind says is below; bookingEmails renders and addresses them all the same way.

/** The two messages of a booking; `stream` names their outbox kinds (`<stream>-traveller`, `<stream>-operator`). */
export interface BookingMail {
  stream: 'booking' | 'climb';
  traveller: EmailContent;
  operator: EmailContent;
}

type Facts = Array<[string, string]>;

/**
 * The traveller's confirmation ends with how to pay (the QR code attached); the operator's copy
 * says what is due.
 */
export function bookingEmails(mail: BookingMail, booked: Booked, traveller: Traveller, operatorEmail: string): OutboxMessage[] {
  const pay = howToPay(booked.payment);
  const attachments: MailAttachment[] = pay?.attachments ?? [];
  const travellerMail = pay ? { ...mail.traveller, sections: [...(mail.traveller.sections ?? []), pay.section] } : mail.traveller;
  return [
    { kind: `${mail.stream}-traveller`, to: traveller.email, ...renderEmail(travellerMail), attachments },
    { kind: `${mail.stream}-operator`, to: operatorEmail, ...renderEmail(mail.operator) },
  ];
}

// One formatter, made once: toLocaleString with options builds a new one per call.
const usdFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const usd = (amount: number) => `$${usdFormat.format(amount)}`;

/** The total in the currency the traveller pays in (the catalogue's USD beside it when another). */
function totalOf(q: Quote, booked: Booked): string {
  const p = booked.payment;
  return p.currency === 'USD' ? usd(q.total) : `${formatMinor(p.total_minor, p.currency)} (${usd(q.total)})`;
}

const contact = (label: string, t: Traveller): Facts => [
  [label, t.fullName],
  ['E-mail', t.email],
  ['Phone', t.phone],
];

export function packageMail(q: PackageQuote, booked: Booked, t: Traveller): BookingMail {
  const total = totalOf(q, booked);
  const facts: Facts = [
    ['Reference', booked.reference],
    ['Trip', q.title],
    ['Start date', formatIsoDate(q.startDate)],
    ['Guests', String(q.guests)],
    ['Class', q.serviceClassName],
    ['Season', q.season],
    ['Total', total],
    ...(q.departure ? ([['Departure', 'Scheduled group departure']] as Facts) : []),
  ];
  return {
    stream: 'booking',
    traveller: {
      subject: `Your booking ${booked.reference}: ${q.title}`,
      greeting: `Hello ${t.fullName},`,
      paragraphs: [
        `Thank you for booking ${q.title} with us. Your booking is received: it is confirmed when your first payment arrives.`,
        'Quote your reference in any message to us.',
      ],
      facts,
    },
    operator: {
      subject: `New booking ${booked.reference}: ${q.title}, ${q.guests} guests, ${formatIsoDate(q.startDate)}`,
      paragraphs: ['A new booking arrived through the website.'],
      facts: [...facts, ...contact('Traveller', t), ['Note', t.note || '—']],
    },
  };
}

export function staticTourMail(q: StaticTourQuote, booked: Booked, t: Traveller): BookingMail {
  const facts: Facts = [
    ['Reference', booked.reference],
    ['Tour', q.title],
    ['Travel date', formatIsoDate(q.startDate)],
    ['Guests', String(q.guests)],
    ['Activities', q.activityTitles.join(', ')],
    ['Season', q.season],
    ['Total', totalOf(q, booked)],
  ];
  return {
    stream: 'booking',
    traveller: {
      subject: `Your booking ${booked.reference}: ${q.title}`,
      greeting: `Hello ${t.fullName},`,
      paragraphs: ['Thank you for your booking. It is confirmed when your payment arrives.'],
      facts,
    },
    operator: {
      subject: `New tour booking ${booked.reference}: ${q.title}`,
      paragraphs: ['A static-tour booking arrived through the website.'],
      facts: [...facts, ...contact('Traveller', t)],
    },
  };
}

export function climbMail(q: ClimbQuote, booked: Booked, t: Traveller): BookingMail {
  const facts: Facts = [
    ['Reference', booked.reference],
    ['Climb', `${q.route} route, ${q.durationDays} days`],
    ['Start date', formatIsoDate(q.startDate)],
    ['Spots', String(q.guests)],
    ['Total', totalOf(q, booked)],
  ];
  return {
    stream: 'climb',
    traveller: {
      subject: `Your spot on the ${q.route} climb: ${booked.reference}`,
      greeting: `Hello ${t.fullName},`,
      paragraphs: ['Your spot is reserved. Our mountain team will contact you within 24 hours about preparation.'],
      facts,
    },
    operator: {
      subject: `Climb reservation ${booked.reference}: ${q.route}, ${q.guests} spot(s)`,
      paragraphs: [`${booked.seatsLeft ?? 0} spot(s) left on this climb.`],
      facts: [...facts, ...contact('Climber', t)],
    },
  };
}
