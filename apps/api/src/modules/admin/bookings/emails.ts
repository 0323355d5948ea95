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
export type ManualStatus = Extract<BookingStatus, 'completed' | 'cancelled'>;

/** What the traveller reads when the operator closes their booking (payments send receipts instead). */
const TEXTS: Record<ManualStatus, { subject: (f: StatusEmailFacts) => string; lines: (f: StatusEmailFacts) => string[] }> = {
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

export function bookingStatusEmail(status: ManualStatus, f: StatusEmailFacts) {
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
