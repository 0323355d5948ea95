// The operator's contact details and what it says about itself (offices in Brussels
// and Dar es Salaam, each with phone, e-mail and WhatsApp; the footer's hours and figures).
// Page content: the footer, the header's utility bar, the contact, about and legal pages and
// the maintenance page read the same values, so one edit here changes them everywhere.
// The company's name, which the API's e-mails and images use too, is COMPANY_NAME in
// '@safari/contracts/company'.

export interface Office {
  id: 'belgium' | 'tanzania';
  /** Heading shown above the details, e.g. 'Belgium Office'. */
  label: string;
  city: string;
  country: string;
  addressLines: readonly string[];
  /** Human-readable phone number, with the international prefix. */
  phone: string;
  email: string;
  /** WhatsApp number, human-readable; whatsappUrl() turns it into a wa.me link. */
  whatsapp: string;
}

export const OFFICES: readonly Office[] = [
  {
    id: 'belgium',
    label: 'Belgium Office',
    city: 'Brussels',
    country: 'Belgium',
    addressLines: ['Avenue Louise 149', '1050 Brussels, Belgium'],
    phone: '+32 2 588 41 27',
    email: 'brussels@safaritanzania.com',
    whatsapp: '+32 470 58 41 27',
  },
  {
    id: 'tanzania',
    label: 'Tanzania Office',
    city: 'Dar es Salaam',
    country: 'Tanzania',
    addressLines: ['Samora Avenue 45, City Centre', 'Dar es Salaam, Tanzania'],
    phone: '+255 22 211 8650',
    email: 'info@safaritanzania.com',
    whatsapp: '+255 754 318 220',
  },
] as const;

/** The office travellers reach from the floating WhatsApp button and the social links. */
export const MAIN_OFFICE: Office = OFFICES[1]!;

/** 'tel:' target of a human-readable number (spaces removed, leading + kept). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** wa.me wants the international number as digits only, without + or spaces. */
export function whatsappUrl(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export const EMERGENCY_SUPPORT = '24/7 emergency support';

export const BUSINESS_HOURS = {
  weekdays: 'Mon-Fri 8AM-6PM',
  saturday: 'Sat 9AM-4PM',
  sunday: 'Sunday emergency only',
} as const;

export const MARKETING_CLAIMS = {
  travelers: '50,000+',
  years: '15+',
  destinations: '25+',
  rating: '4.9/5',
} as const;
