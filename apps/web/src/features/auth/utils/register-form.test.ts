import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, REGISTER_VALIDATION } from '@safari/contracts/messages';
import { emptyRegisterForm, passportProblem, registerProblem, toRegisterInput, type RegisterFormValues } from './register-form';

const lists = { countries: [{ id: 1 }, { id: 2 }], genders: [{ id: 7 }] };
const valid: RegisterFormValues = {
  ...emptyRegisterForm,
  firstName: 'Amani',
  lastName: 'Mushi',
  phone: '+255 712 345 678',
  email: 'amani@example.com',
  country: '2',
  gender: '7',
  address: 'Msasani, Dar es Salaam',
  password: 'secret1',
  confirmPassword: 'secret1',
  terms: true,
};
const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'passport', { type });

describe('registerProblem (SPEC §5 order, first failure only)', () => {
  it('accepts a complete form, with or without a passport image', () => {
    expect(registerProblem(valid, lists)).toBeNull();
    expect(registerProblem({ ...valid, passport: file(1000, 'image/png') }, lists)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'phone', 'email', 'country', 'gender', 'address', 'password', 'confirmPassword'] as const)(
    'asks for every required field: %s',
    (field) => {
      // Text is trimmed; a password is taken as typed, so only an empty one is missing.
      const blank = field === 'password' || field === 'confirmPassword' ? '' : '  ';
      expect(registerProblem({ ...valid, [field]: blank }, lists)?.message).toBe(REGISTER_VALIDATION.required);
    },
  );

  it('counts the terms among the required fields, before any other rule', () => {
    expect(registerProblem({ ...valid, terms: false }, lists)).toEqual({ field: 'terms', message: REGISTER_VALIDATION.required });
    expect(registerProblem({ ...valid, terms: false, confirmPassword: 'other1' }, lists)?.message).toBe(REGISTER_VALIDATION.required);
  });

  it('then checks the passwords match, then their length', () => {
    expect(registerProblem({ ...valid, confirmPassword: 'secret2' }, lists)).toEqual({
      field: 'confirmPassword',
      message: REGISTER_VALIDATION.passwordsMismatch,
    });
    expect(registerProblem({ ...valid, password: 'abc', confirmPassword: 'abc' }, lists)?.message).toBe(REGISTER_VALIDATION.passwordLength);
  });

  it('wants country and gender from the lists offered', () => {
    expect(registerProblem({ ...valid, country: '99' }, lists)).toEqual({ field: 'country', message: REGISTER_VALIDATION.countryGender });
    expect(registerProblem({ ...valid, gender: '1' }, lists)?.message).toBe(REGISTER_VALIDATION.countryGender);
    expect(registerProblem({ ...valid, country: 'x' }, lists)?.message).toBe(REGISTER_VALIDATION.countryGender);
  });

  it('checks the e-mail address as the API does', () => {
    expect(registerProblem({ ...valid, email: 'amani@' }, lists)?.message).toBe(ACCOUNT_MESSAGES.emailFormat);
  });

  it('refuses a passport image over 5 MB, then one that is not an image', () => {
    expect(registerProblem({ ...valid, passport: file(5 * 1024 * 1024 + 1, 'image/jpeg') }, lists)?.message).toBe(
      REGISTER_VALIDATION.passportSize,
    );
    expect(registerProblem({ ...valid, passport: file(10, 'application/pdf') }, lists)?.message).toBe(REGISTER_VALIDATION.passportType);
  });
});

describe('passportProblem', () => {
  it('allows exactly 5 MB of image', () => {
    expect(passportProblem(file(5 * 1024 * 1024, 'image/webp'))).toBeNull();
  });
});

describe('toRegisterInput', () => {
  it('joins first and last name into name and uses the API field names (SPEC §3)', () => {
    expect(toRegisterInput({ ...valid, firstName: ' Amani ', lastName: ' Mushi ' })).toMatchObject({
      name: 'Amani Mushi',
      'confirm-password': 'secret1',
      passport_image: null,
    });
  });
});
