import { normaliseEmail } from '@safari/contracts/auth';
import type { PaymentInstructions } from '@safari/contracts/payments/instructions';

// What every kind's e-mails and answer are made from, beside its quote: who booked, and what
// the booking got.

export interface Traveller {
  firstName: string;
  lastName: string;
  /** As the traveller gave it: the greeting and the confirmation use it. */
  fullName: string;
  /** Normalised: the dashboard finds the booking by it. */
  email: string;
  phone: string;
  note: string;
}

export interface Booked {
  reference: string;
  /** After this booking took its seats; null when it took none. */
  seatsLeft: number | null;
  /** What to pay now, by when and how. */
  payment: PaymentInstructions;
}

/** A traveller who gave one name field (static tours, climbs): first word, then the rest. */
export function travellerNamed(input: { name: string; email: string; phone: string }): Traveller {
  const fullName = input.name.trim();
  const [first, ...rest] = fullName.split(/\s+/);
  return {
    firstName: first ?? fullName,
    lastName: rest.join(' '),
    fullName,
    email: normaliseEmail(input.email),
    phone: input.phone,
    note: '',
  };
}

/** A traveller who gave first and last names (the package form). */
export const travellerOf = (input: { fname: string; lname: string; email: string; phone: string; note: string }): Traveller => ({
  firstName: input.fname,
  lastName: input.lname,
  fullName: `${input.fname} ${input.lname}`,
  email: normaliseEmail(input.email),
  phone: input.phone,
  note: input.note,
});
