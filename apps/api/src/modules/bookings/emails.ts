import { formatIsoDate } from '@safari/contracts/calendar';
import { renderEmail } from '../../lib/email-template';

export interface BookingFacts {
  reference: string;
  customerName: string;
  email: string;
  phone: string;
  tripName: string;
  startDate: string;
  guests: number;
  serviceClass: string;
  season: string;
  totalUsd: number;
  currencyCode: string;
  currencyRate: number;
  note: string;
  departure: boolean;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function facts(b: BookingFacts): Array<[string, string]> {
  const shown = b.currencyCode === 'USD' ? usd(b.totalUsd) : `${usd(b.totalUsd)} (about ${(b.totalUsd * b.currencyRate).toFixed(2)} ${b.currencyCode})`;
  return [
    ['Reference', b.reference],
    ['Trip', b.tripName],
    ['Start date', formatIsoDate(b.startDate)],
    ['Guests', String(b.guests)],
    ['Class', b.serviceClass],
    ['Season', b.season],
    ['Total', shown],
    ...(b.departure ? ([['Departure', 'Scheduled group departure']] as Array<[string, string]>) : []),
  ];
}

export const travellerBookingEmail = (b: BookingFacts) =>
  renderEmail({
    subject: `Your booking ${b.reference}: ${b.tripName}`,
    greeting: `Hello ${b.customerName},`,
    paragraphs: [
      `Thank you for booking ${b.tripName} with us. Your booking is received and our team will confirm it within 24 hours.`,
      'Online payment is coming soon: we will contact you to arrange payment. Quote your reference in any message to us.',
    ],
    facts: facts(b),
  });

export const operatorBookingEmail = (b: BookingFacts) =>
  renderEmail({
    subject: `New booking ${b.reference}: ${b.tripName}, ${b.guests} guests, ${formatIsoDate(b.startDate)}`,
    paragraphs: ['A new booking arrived through the website.'],
    facts: [...facts(b), ['Traveller', b.customerName], ['E-mail', b.email], ['Phone', b.phone], ['Note', b.note || '—']],
  });
