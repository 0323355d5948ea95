import type { GroupTier } from '@safari/contracts/constants';
import { pricePackage, roundToCents, type PackagePriceInput, type PackagePriceRow } from '@safari/contracts/pricing';
import type { PaymentTerms } from '@safari/contracts/payments/schedule';
import type { Db } from '../../db/client';

// Every kind of booking is priced behind one interface: a strategy per kind
// (package-pricing.ts, static-tour-pricing.ts, climb-pricing.ts) finds what the order books and
// what it costs; the booking service then books any quote the same way (seats, reference, row
// and lines, e-mails). Below the interface: the helpers they share, and the package's budget
// table as a pure function, so every season × class × tier edge is a table-driven unit test.

/** What a total is made of, as the traveller and the operator read it. */
export interface PricedLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** A quote of any kind, as the booking service stores it. */
export interface Quote {
  /** A catalogue trip (a package or a Kilimanjaro climb), or a static tour. */
  item: { kind: 'package'; tripId: number } | { kind: 'tour'; tourId: number };
  /** The trip's name or the tour's title. */
  title: string;
  /** The scheduled departure whose seats the booking takes; null: a private date, a static tour. */
  departure: { id: number; uuid: string } | null;
  startDate: string;
  guests: number;
  season: string;
  seatTier: number | null;
  serviceClassId: number | null;
  genderId: number | null;
  countryId: number | null;
  /** The currency the traveller saw and its rate per USD. */
  currency: { code: string; rate: number };
  /** USD. */
  total: number;
  lines: PricedLine[];
  /** The terms the booking is sold on: the trip's own, else the site's. */
  terms: PaymentTerms;
  /** Drawn with the facts: the booking's reference and structured communication are made from it. */
  bookingNumber: number;
}

export interface PricingStrategy<Order, Q extends Quote = Quote> {
  /**
   * Finds what the order books (one query, in the booking's transaction when it has one) and
   * prices it on the server. Throws the HttpError the traveller reads when it cannot be booked.
   */
  quote(db: Db, order: Order, today: string): Promise<Q>;
}

export const cents = roundToCents;

/** A line of `quantity` × `unitPrice`, its amount rounded to cents. */
export const line = (description: string, quantity: number, unitPrice: number): PricedLine => ({
  description,
  quantity,
  unitPrice,
  amount: cents(unitPrice * quantity),
});

// The price of a package booking: the rule is @safari/contracts/pricing's, shared with the
// booking form's estimate; the server adds the line the traveller and the operator read.

export type BudgetRow = PackagePriceRow;

export type Pricing =
  | { ok: true; season: string; tier: GroupTier; unitPrice: number; total: number; lines: PricedLine[] }
  | { ok: false; season: string; tier: GroupTier };

/** pricePackage's answer with its invoice line; a missing budget row stays `ok: false`. */
export function priceBooking(input: PackagePriceInput & { serviceClassName: string }): Pricing {
  const price = pricePackage(input);
  if (!price.ok) return price;
  const description =
    input.departurePricePerPerson != null
      ? `Group departure, ${input.serviceClassName} class, per person`
      : `${price.season}, ${input.serviceClassName} class, ${price.tier === 6 ? '6+' : price.tier}-guest tier, per person`;
  return { ...price, lines: [line(description, input.guests, price.unitPrice)] };
}
