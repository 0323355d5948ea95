import type { InquiryInput } from '@safari/contracts/inquiry';
import type { InquiryValues } from '@safari/contracts/inquiry-rules';
import { INQUIRY_VALIDATION } from '@safari/contracts/messages';

type Budget = NonNullable<InquiryInput['budget']>;

/** The inquiry form as its inputs hold it; selects keep the id as a string ('' = none). */
export interface InquiryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  tripType: string;
  destinations: number[];
  locations: number[];
  serviceClass: string;
  guests: string;
  startDate: string;
  endDate: string;
  budget: string;
  message: string;
}

export const EMPTY_INQUIRY: InquiryFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  tripType: '',
  destinations: [],
  locations: [],
  serviceClass: '',
  guests: '',
  startDate: '',
  endDate: '',
  budget: '',
  message: '',
};

const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : 0);

/** The inquiry payload: ids as numbers (0 = unset); guests parse as an integer, falling back to 0. */
export function toInquiryValues(v: InquiryFormValues): InquiryValues & InquiryInput {
  const guests = Number.parseInt(v.guests, 10);
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    country: id(v.country),
    tripType: id(v.tripType),
    destinations: v.destinations,
    locations: v.locations,
    serviceClass: id(v.serviceClass),
    guests: Number.isNaN(guests) ? 0 : guests,
    startDate: v.startDate,
    endDate: v.endDate,
    // The select offers BUDGET_OPTIONS only; anything else is the server's to refuse.
    budget: v.budget as Budget,
    message: v.message.trim(),
  };
}

/** The form's values as its fields hold them (uncontrolled, named like InquiryFormValues); the lists are the form's state. */
export function readInquiryForm(form: HTMLFormElement, lists: Pick<InquiryFormValues, 'destinations' | 'locations'>): InquiryFormValues {
  const data = new FormData(form);
  const text = (name: keyof InquiryFormValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    tripType: text('tripType'),
    destinations: lists.destinations,
    locations: lists.locations,
    serviceClass: text('serviceClass'),
    guests: text('guests'),
    startDate: text('startDate'),
    endDate: text('endDate'),
    budget: text('budget'),
    message: text('message'),
  };
}

/** Every message at once, under 'Please fix the following errors:'. */
export function inquiryAlertText(messages: readonly string[]): string {
  return [INQUIRY_VALIDATION.heading, ...messages.map((m) => `• ${m}`)].join('\n');
}
