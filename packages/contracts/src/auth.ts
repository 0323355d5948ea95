import { z } from 'zod';
import { LIMITS } from './constants';
import { ACCOUNT_MESSAGES, LOGIN_VALIDATION, REGISTER_VALIDATION } from './messages';

// Sign-in, registration and password reset. One schema per form, used by the storefront's
// form and again by the API, so both refuse the same input with the same message.
// Each form reports its first failing rule only, in a fixed order (docs/product.md#texts).

const text = z.string().trim();
/** A plausible address: something@something.tld, no spaces (as the inquiry form checks). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Trimmed and lower-cased: the same mailbox however it was typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const positiveId = (value: string) => /^\d{1,9}$/.test(value) && Number(value) > 0;

export const loginInput = z
  .object({
    email: text.default(''),
    password: z.string().default(''),
    /** 'Remember me': a 30-day session instead of one day. */
    remember: z.union([z.boolean(), z.enum(['true', 'false', 'on'])]).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password) ctx.addIssue({ code: 'custom', path: ['email'], message: LOGIN_VALIDATION.required });
  })
  .transform((v) => ({
    email: v.email,
    password: v.password,
    remember: v.remember === true || v.remember === 'true' || v.remember === 'on',
  }));
export type LoginInput = z.input<typeof loginInput>;

/** The password rules shared by registration, reset and change. */
function passwordProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return REGISTER_VALIDATION.passwordsMismatch;
  if (password.length < LIMITS.passwordMinLength) return REGISTER_VALIDATION.passwordLength;
  return null;
}

/**
 * Registration fields (multipart text parts; the passport image is a file part checked
 * on its own). `country` and `gender` are ids the server also checks against its lists.
 */
export const registerFields = z
  .object({
    name: text.default(''),
    phone: text.default(''),
    email: text.default(''),
    country: text.default(''),
    gender: text.default(''),
    address: text.default(''),
    password: z.string().default(''),
    'confirm-password': z.string().default(''),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const required = ['name', 'phone', 'email', 'country', 'gender', 'address', 'password', 'confirm-password'] as const;
    const missing = required.find((field) => v[field] === '');
    if (missing) return fail(missing, REGISTER_VALIDATION.required);
    const problem = passwordProblem(v.password, v['confirm-password']);
    if (problem) return fail(problem === REGISTER_VALIDATION.passwordsMismatch ? 'confirm-password' : 'password', problem);
    if (!positiveId(v.country) || !positiveId(v.gender)) {
      return fail(positiveId(v.country) ? 'gender' : 'country', REGISTER_VALIDATION.countryGender);
    }
    if (!EMAIL_PATTERN.test(v.email) || v.email.length > 254) return fail('email', ACCOUNT_MESSAGES.emailFormat);
  });
export type RegisterFields = z.input<typeof registerFields>;

export const passwordResetRequest = z.object({
  email: text.min(1, LOGIN_VALIDATION.required).max(254, ACCOUNT_MESSAGES.emailFormat),
});

const passwordPair = z.object({ password: z.string().default(''), 'confirm-password': z.string().default('') }).superRefine((v, ctx) => {
  if (!v.password || !v['confirm-password']) {
    return ctx.addIssue({ code: 'custom', path: ['password'], message: LOGIN_VALIDATION.required });
  }
  const problem = passwordProblem(v.password, v['confirm-password']);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});

export const passwordResetConfirm = z.intersection(z.object({ token: z.string().trim().min(20).max(200) }), passwordPair);

export const passwordChangeInput = z.intersection(
  z.object({ current_password: z.string().min(1, LOGIN_VALIDATION.required) }),
  passwordPair,
);

export const accountDeleteInput = z.object({ password: z.string().min(1, LOGIN_VALIDATION.required) });

const idName = z.object({ id: z.number().int(), name: z.string() });

/** The signed-in traveller as the API shows them to themselves (never the password hash). */
export const publicUser = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  gender: idName.nullable(),
  country: idName.nullable(),
  tourist_number: z.string(),
  role: z.enum(['traveller', 'operator', 'admin']),
  has_passport_image: z.boolean(),
  /** The welcome e-mail's link was followed (earlier bookings with the address are attached). */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authData = z.object({ token: z.string(), user: publicUser });
export type AuthData = z.infer<typeof authData>;
