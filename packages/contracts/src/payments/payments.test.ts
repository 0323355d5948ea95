import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatIban,
  formatStructuredCommunication,
  isValidIban,
  parseStructuredCommunication,
  structuredCommunicationDigits,
} from './bank-transfer';
import { decimalToMinor, formatMinor, minorToDecimal, usdToMinor } from './money';
import { DEFAULT_PAYMENT_TERMS, paymentSchedule } from './schedule';

describe('paymentSchedule', () => {
  // The operator's calendar: the balance of a trip starting 2027-03-01 with the default
  // 60 days is due 2026-12-31; a booking on that day or later pays everything at once.
  it.each([
    ['booked 61 days before: deposit and balance', '2026-12-30', ['deposit', 'balance']],
    ['booked the day before the balance is due: deposit and balance', '2026-12-30', ['deposit', 'balance']],
    ['booked the day the balance is due: in full', '2026-12-31', ['full']],
    ['booked inside the window: in full', '2027-02-01', ['full']],
    ['booked on the start date: in full', '2027-03-01', ['full']],
  ])('%s', (_name, bookedOn, kinds) => {
    const schedule = paymentSchedule(100_000, DEFAULT_PAYMENT_TERMS, bookedOn, '2027-03-01');
    expect(schedule.map((i) => i.kind)).toEqual(kinds);
  });

  it('asks 30 % at booking and the rest 60 days before departure, across a leap day', () => {
    expect(paymentSchedule(123_457, DEFAULT_PAYMENT_TERMS, '2027-11-01', '2028-04-29')).toEqual([
      { kind: 'deposit', amountMinor: 37_037, dueDate: '2027-11-01' },
      { kind: 'balance', amountMinor: 86_420, dueDate: '2028-02-29' },
    ]);
  });

  it('asks everything at once when the deposit would be the whole amount or nothing', () => {
    expect(paymentSchedule(100, { depositPercent: 100, balanceDaysBefore: 30 }, '2027-01-01', '2027-06-01')).toHaveLength(1);
    expect(paymentSchedule(1, { depositPercent: 30, balanceDaysBefore: 30 }, '2027-01-01', '2027-06-01')).toHaveLength(1);
  });

  it('always sums to the total to the cent, with every instalment positive and the dates in order', () => {
    const isoDate = fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 365 }),
        isoDate,
        fc.integer({ min: 0, max: 700 }),
        (total, depositPercent, balanceDaysBefore, bookedOn, lead) => {
          const start = new Date(`${bookedOn}T00:00:00Z`);
          start.setUTCDate(start.getUTCDate() + lead);
          const schedule = paymentSchedule(total, { depositPercent, balanceDaysBefore }, bookedOn, start.toISOString().slice(0, 10));
          expect(schedule.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(total);
          for (const instalment of schedule) expect(instalment.amountMinor).toBeGreaterThan(0);
          expect(schedule[0]!.dueDate).toBe(bookedOn);
          if (schedule.length === 2) expect(schedule[1]!.dueDate > bookedOn).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('money in minor units', () => {
  it('converts a USD price at the booked rate, rounding once', () => {
    expect(usdToMinor(1234.5, 'USD', 1)).toBe(123_450);
    expect(usdToMinor(1000, 'EUR', 0.92)).toBe(92_000);
    expect(usdToMinor(1.005, 'USD', 1)).toBe(101);
    expect(usdToMinor(100, 'TZS', 2650.5)).toBe(26_505_000);
  });

  it('writes and reads decimal amounts exactly', () => {
    expect(minorToDecimal(123_450, 'EUR')).toBe('1234.50');
    expect(minorToDecimal(5, 'EUR')).toBe('0.05');
    expect(decimalToMinor('1234.5', 'EUR')).toBe(123_450);
    expect(decimalToMinor('0.05', 'EUR')).toBe(5);
    expect(decimalToMinor('1.234', 'EUR')).toBeNull();
    expect(decimalToMinor('abc', 'EUR')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => {
        expect(decimalToMinor(minorToDecimal(minor, 'GBP'), 'GBP')).toBe(minor);
      }),
    );
  });

  it('formats for people', () => {
    expect(formatMinor(123_450, 'EUR')).toBe('€1,234.50');
    expect(formatMinor(99, 'USD')).toBe('$0.99');
  });
});

describe('bank transfer', () => {
  it('checks IBANs with the mod-97 checksum', () => {
    expect(isValidIban('BE71 0961 2345 6769')).toBe(true);
    expect(isValidIban('be71096123456769')).toBe(true);
    expect(isValidIban('BE71 0961 2345 6768')).toBe(false);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('nonsense')).toBe(false);
    expect(formatIban('be71096123456769')).toBe('BE71 0961 2345 6769');
  });

  it('numbers structured communications with the modulo-97 check digits (0 written as 97)', () => {
    expect(structuredCommunicationDigits(1)).toBe('000000000101');
    expect(structuredCommunicationDigits(97)).toBe('000000009797');
    expect(formatStructuredCommunication(structuredCommunicationDigits(1234567890))).toBe('+++123/4567/89002+++');
    expect(() => structuredCommunicationDigits(0)).toThrow(RangeError);
  });

  it('reads a structured communication back however it was written, and refuses a wrong check', () => {
    expect(parseStructuredCommunication('+++123/4567/89002+++')).toBe('123456789002');
    expect(parseStructuredCommunication('***123/4567/89002***')).toBe('123456789002');
    expect(parseStructuredCommunication(' 123456789002 ')).toBe('123456789002');
    expect(parseStructuredCommunication('+++123/4567/89003+++')).toBeNull();
    expect(parseStructuredCommunication('Booking ST-2026-000123')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (n) => {
        const digits = structuredCommunicationDigits(n);
        expect(parseStructuredCommunication(formatStructuredCommunication(digits))).toBe(digits);
      }),
    );
  });
});
