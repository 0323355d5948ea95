import { formatIsoDate } from '@safari/contracts/calendar';
import { renderEmail, type EmailContent } from '../../lib/email-template';
import type { OutboxMessage } from '../outbox/repository';
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

export function bookingEmails(mail: BookingMail, traveller: Traveller, operatorEmail: string): OutboxMessage[] {
  return [
    { kind: `${mail.stream}-traveller`, to: traveller.email, ...renderEmail(mail.traveller) },
    { kind: `${mail.stream}-operator`, to: operatorEmail, ...renderEmail(mail.operator) },
  ];
}

// One formatter, made once: toLocaleString with options builds a new one per call.
const usdFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const usd = (amount: number) => `$${usdFormat.format(amount)}`;

const contact = (label: string, t: Traveller): Facts => [
  [label, t.fullName],
  ['E-mail', t.email],
  ['Phone', t.phone],
];

export function packageMail(q: PackageQuote, booked: Booked, t: Traveller): BookingMail {
  const total =
    q.currency.code === 'USD' ? usd(q.total) : `${usd(q.total)} (about ${(q.total * q.currency.rate).toFixed(2)} ${q.currency.code})`;
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
        `Thank you for booking ${q.title} with us. Your booking is received and our team will confirm it within 24 hours.`,
        'Online payment is coming soon: we will contact you to arrange payment. Quote your reference in any message to us.',
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
    ['Total', usd(q.total)],
  ];
  return {
    stream: 'booking',
    traveller: {
      subject: `Your booking ${booked.reference}: ${q.title}`,
      greeting: `Hello ${t.fullName},`,
      paragraphs: ['Thank you for your booking. Our team will confirm it within 24 hours and arrange payment with you.'],
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
    ['Total', usd(q.total)],
  ];
  return {
    stream: 'climb',
    traveller: {
      subject: `Your spot on the ${q.route} climb: ${booked.reference}`,
      greeting: `Hello ${t.fullName},`,
      paragraphs: ['Your spot is reserved. Our mountain team will contact you within 24 hours about payment and preparation.'],
      facts,
    },
    operator: {
      subject: `Climb reservation ${booked.reference}: ${q.route}, ${q.guests} spot(s)`,
      paragraphs: [`${booked.seatsLeft ?? 0} spot(s) left on this climb.`],
      facts: [...facts, ...contact('Climber', t)],
    },
  };
}
