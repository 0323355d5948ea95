import { z } from 'zod';
import { registerFields } from '@safari/contracts/auth';
import { LIMITS } from '@safari/contracts/constants';
import { REGISTER_VALIDATION } from '@safari/contracts/messages';
import type { RegisterInput } from '../api/register';

// The register form's rules, in their fixed order, one message at a time: the shared schema
// (registerFields, which the API runs again) plus what only the form knows — first and last
// name apart, the terms box, the ids offered by the lists, and the chosen file.

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  country: string;
  gender: string;
  address: string;
  password: string;
  confirmPassword: string;
  passport: File | null;
  terms: boolean;
}

export type RegisterField = keyof RegisterFormValues;

export const emptyRegisterForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  country: '',
  gender: '',
  address: '',
  password: '',
  confirmPassword: '',
  passport: null,
  terms: false,
};

interface Lists {
  countries: ReadonlyArray<{ id: number }>;
  genders: ReadonlyArray<{ id: number }>;
}

/** At most 5 MB, then an image type. Checked as soon as a file is chosen. */
export function passportProblem(file: File): string | null {
  if (file.size > LIMITS.passportMaxBytes) return REGISTER_VALIDATION.passportSize;
  if (!file.type.startsWith('image/')) return REGISTER_VALIDATION.passportType;
  return null;
}

/** The API's name is first plus last name; the API receives its own field names. */
export function toRegisterInput(values: RegisterFormValues): RegisterInput {
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    phone: values.phone,
    email: values.email,
    country: values.country,
    gender: values.gender,
    address: values.address,
    password: values.password,
    'confirm-password': values.confirmPassword,
    passport_image: values.passport,
  };
}

const FORM_FIELD: Record<string, RegisterField> = { name: 'firstName', 'confirm-password': 'confirmPassword' };

/** The first problem of the form, or null when it may be sent. */
export function registerProblem(values: RegisterFormValues, lists: Lists): { field: RegisterField; message: string } | null {
  const blank = (['firstName', 'lastName'] as const).find((field) => values[field].trim() === '');
  if (blank) return { field: blank, message: REGISTER_VALIDATION.required };
  const shared = registerFields.safeParse(toRegisterInput(values));
  if (!shared.success) {
    const issue = shared.error.issues[0];
    const path = String(issue?.path[0] ?? 'firstName');
    const message = issue?.message ?? REGISTER_VALIDATION.required;
    // The terms box is part of "all required fields": unticked, it is reported first.
    if (message !== REGISTER_VALIDATION.required && !values.terms) return { field: 'terms', message: REGISTER_VALIDATION.required };
    return { field: FORM_FIELD[path] ?? (path as RegisterField), message };
  }
  if (!values.terms) return { field: 'terms', message: REGISTER_VALIDATION.required };
  const known = (list: Lists['countries'], id: string) => list.some((item) => String(item.id) === id);
  if (!known(lists.countries, values.country)) return { field: 'country', message: REGISTER_VALIDATION.countryGender };
  if (!known(lists.genders, values.gender)) return { field: 'gender', message: REGISTER_VALIDATION.countryGender };
  const passport = values.passport && passportProblem(values.passport);
  if (passport) return { field: 'passport', message: passport };
  return null;
}

/** The same rules as a zod schema, for react-hook-form's resolver. */
export const registerFormSchema = (lists: Lists) =>
  z.custom<RegisterFormValues>().superRefine((values, ctx) => {
    const problem = registerProblem(values, lists);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
