import { z } from 'zod';
import { isIsoDate } from './calendar';
import { BUDGET_OPTIONS, INQUIRY_EMAIL_PATTERN, inquiryProblems } from './inquiry-rules';
import { NEWSLETTER_EMAIL_REQUIRED } from './texts/inquiry';

// The inquiry and its rules: the rules and texts live in the zod-free
// inquiry-rules.ts (the storefront's form needs them without the schema library); the
// server's schema applies the same function and refuses with the same texts.
export { BUDGET_OPTIONS } from './inquiry-rules';
export type { InquiryValues } from './inquiry-rules';

const id = z.coerce.number().int().min(0).max(2_147_483_647).catch(0);
const ids = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100).default([]);
const optionalDate = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || isIsoDate(value), 'Use the format yyyy-MM-dd');

export const inquiryInput = z
  .object({
    firstName: z.string().max(100).default(''),
    lastName: z.string().max(100).default(''),
    email: z.string().max(254).default(''),
    phone: z.string().max(40).default(''),
    country: id.default(0),
    tripType: id.default(0),
    destinations: ids,
    locations: ids,
    serviceClass: id.default(0),
    // Guests parse as an integer, falling back to 0, as the original form sent them.
    guests: z.coerce.number().int().min(0).max(500).catch(0).default(0),
    startDate: optionalDate,
    endDate: optionalDate,
    budget: z.enum(['', ...BUDGET_OPTIONS.map((o) => o.value)]).default(''),
    message: z.string().max(5000).default(''),
  })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(inquiryProblems(v))) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type InquiryInput = z.input<typeof inquiryInput>;

export const inquiryReceipt = z.object({ uuid: z.uuid(), reference: z.string() });

// Zod-free (texts/inquiry.ts): the footer's newsletter form shows them without the schema library.
export { NEWSLETTER_TEXTS } from './texts/inquiry';

export const newsletterInput = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_REQUIRED })
    .trim()
    .min(1, NEWSLETTER_EMAIL_REQUIRED)
    .max(254)
    .regex(INQUIRY_EMAIL_PATTERN, 'Please enter a valid email address'),
});
export const newsletterTokenInput = z.object({ token: z.string().trim().min(10).max(200) });
