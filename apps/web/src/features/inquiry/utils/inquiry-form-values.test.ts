import { describe, expect, it } from 'vitest';
import { INQUIRY_VALIDATION as m } from '@safari/contracts/messages';
import { EMPTY_INQUIRY, inquiryAlertText, toInquiryValues, type InquiryFormValues } from './inquiry-form-values';
import { inquiryErrors, inquiryMessages } from './inquiry-resolver';

const valid: InquiryFormValues = {
  ...EMPTY_INQUIRY,
  firstName: 'Neema',
  lastName: 'Kimaro',
  email: 'neema@example.com',
  phone: '+255 (0) 712-345',
  country: '4',
  tripType: '2',
  destinations: [1],
  locations: [3, 4],
  guests: '3',
  message: 'Migration in August, please.',
};

describe('toInquiryValues (SPEC §3 payload)', () => {
  it('sends ids as numbers, 0 when unset, and trims texts', () => {
    expect(toInquiryValues({ ...valid, firstName: ' Neema ', serviceClass: '' })).toMatchObject({
      firstName: 'Neema',
      country: 4,
      tripType: 2,
      serviceClass: 0,
      guests: 3,
    });
  });

  it('parses guests as an integer, falling back to 0', () => {
    expect(toInquiryValues({ ...valid, guests: '4.7' }).guests).toBe(4);
    expect(toInquiryValues({ ...valid, guests: '' }).guests).toBe(0);
    expect(toInquiryValues({ ...valid, guests: 'many' }).guests).toBe(0);
  });
});

describe('the inquiry rules as the form applies them (SPEC §5)', () => {
  it('passes a complete inquiry', () => {
    expect(inquiryMessages(valid)).toEqual([]);
    expect(inquiryErrors(valid)).toEqual({});
  });

  it('collects every message of an empty form, in the SPEC order', () => {
    expect(inquiryMessages(EMPTY_INQUIRY)).toEqual([
      m.firstName,
      m.lastName,
      m.email,
      m.phone,
      m.country,
      m.tripType,
      m.guests,
      m.destinations,
      m.locations,
      m.message,
    ]);
  });

  it('checks formats and the date order', () => {
    expect(inquiryMessages({ ...valid, email: 'neema@example', phone: '12-34', startDate: '2026-08-10', endDate: '2026-08-10' })).toEqual([
      m.emailFormat,
      m.phoneFormat,
      m.endAfterStart,
    ]);
    expect(inquiryMessages({ ...valid, email: 'nee ma@example.com' })).toEqual([m.emailFormat]);
    expect(inquiryMessages({ ...valid, startDate: '2026-08-10', endDate: '' })).toEqual([]);
  });

  it('marks each broken field', () => {
    expect(Object.keys(inquiryErrors({ ...valid, lastName: '', locations: [] }))).toEqual(['lastName', 'locations']);
  });

  it("alerts them under 'Please fix the following errors:'", () => {
    expect(inquiryAlertText([m.firstName, m.message])).toBe(`${m.heading}\n• ${m.firstName}\n• ${m.message}`);
  });
});
