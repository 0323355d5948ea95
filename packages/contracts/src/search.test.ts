import { describe, expect, it } from 'vitest';
import { tripSearchInput } from './search';
import { destinationKey } from './destination';

const firstError = (input: unknown) => {
  const result = tripSearchInput.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('tripSearchInput', () => {
  it('reports the SPEC §5 rules in order, first failing rule first', () => {
    expect(firstError({})).toBe('Please select a destination');
    expect(firstError({ location: '' })).toBe('Please select a destination');
    expect(firstError({ location: 3 })).toBe('Please enter number of travelers (minimum 1)');
    expect(firstError({ location: 3, guest_count: 0 })).toBe('Please enter number of travelers (minimum 1)');
    expect(firstError({ location: 3, guest_count: 51 })).toBe('Maximum 50 travelers allowed');
    expect(firstError({ location: 3, guest_count: 2 })).toBe('Please select check-in date');
    expect(firstError({ location: 3, guest_count: 2, check_in: '' })).toBe('Please select check-in date');
    expect(firstError({ location: 3, guest_count: 2, check_in: '2030-01-01' })).toBe('Please select check-out date');
    expect(firstError({ location: 3, guest_count: 2, check_in: '2030-01-01', check_out: '2030-01-01' })).toBe(
      'Check-out date must be after check-in date',
    );
  });

  it('coerces form strings and keeps dates as yyyy-MM-dd strings', () => {
    expect(tripSearchInput.parse({ location: '7', guest_count: '4', check_in: '2030-01-01', check_out: '2030-01-08' })).toEqual({
      location: 7,
      guest_count: 4,
      check_in: '2030-01-01',
      check_out: '2030-01-08',
    });
  });

  it('refuses impossible dates and location ids beyond a database integer', () => {
    expect(firstError({ location: 3, guest_count: 2, check_in: '2030-02-30', check_out: '2030-03-01' })).toBe('Not a calendar date');
    expect(firstError({ location: 2 ** 31, guest_count: 2, check_in: '2030-01-01', check_out: '2030-01-02' })).toBe(
      'Please select a destination',
    );
  });
});

describe('destinationKey', () => {
  it.each(['serengeti', 'lake-manyara', 'a1', '7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11', '7B0E9C52-2D2E-4A8B-9D65-3A3F7F0B9D11'])(
    'accepts %s',
    (key) => expect(destinationKey.safeParse(key).success).toBe(true),
  );
  it.each(['', 'Serengeti', 'lake_manyara', '-lake', 'lake-', 'lake--manyara', 'a b', 'x'.repeat(81)])('refuses %j', (key) =>
    expect(destinationKey.safeParse(key).success).toBe(false),
  );
});
