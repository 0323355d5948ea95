import type { BookingStatus } from '@safari/contracts/admin-bookings';
import { formatIsoDate } from '@safari/contracts/calendar';
import { renderEmail } from '../../../lib/email-template';

export interface StatusEmailFacts {
  reference: string;
  name: string;
  itemName: string;
  startDate: string;
  guests: number;
  totalUsd: number;
  /** The staff member's own words, when they wrote some. */
  message?: string;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the traveller reads when the operator moves their booking on. */
const TEXTS: Record<
  Exclude<BookingStatus, 'requested'>,
  { subject: (f: StatusEmailFacts) => string; lines: (f: StatusEmailFacts) => string[] }
> = {
  confirmed: {
    subject: (f) => `Your booking ${f.reference} is confirmed`,
    lines: (f) => [
      `Good news: your booking of ${f.itemName} is confirmed.`,
      'We will contact you shortly to arrange payment. Quote your reference in any message to us.',
    ],
  },
  paid: {
    subject: (f) => `Payment received for booking ${f.reference}`,
    lines: (f) => [
      `Thank you: we received your payment for ${f.itemName}.`,
      'Your trip is fully booked. We will send your travel documents before you leave.',
    ],
  },
  completed: {
    subject: (f) => `Thank you for travelling with us (${f.reference})`,
    lines: () => ['We hope you enjoyed Tanzania. A testimonial from you would help other travellers: you can write one in your account.'],
  },
  cancelled: {
    subject: (f) => `Your booking ${f.reference} is cancelled`,
    lines: (f) => [
      `Your booking of ${f.itemName} is cancelled.`,
      'If you did not expect this, or want to choose another date, reply to us quoting your reference.',
    ],
  },
};

export function bookingStatusEmail(status: Exclude<BookingStatus, 'requested'>, f: StatusEmailFacts) {
  const text = TEXTS[status];
  return renderEmail({
    subject: text.subject(f),
    greeting: `Hello ${f.name},`,
    paragraphs: [...text.lines(f), ...(f.message ? [f.message] : [])],
    facts: [
      ['Reference', f.reference],
      ['Trip', f.itemName],
      ['Start date', formatIsoDate(f.startDate)],
      ['Guests', String(f.guests)],
      ['Total', usd(f.totalUsd)],
    ],
  });
}
