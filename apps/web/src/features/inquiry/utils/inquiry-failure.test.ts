import { describe, expect, it } from 'vitest';
import { INQUIRY_TEXTS } from '../data/inquiry-texts';
import { ApiError } from '../../../lib/api-client';
import { inquiryFailureMessage } from './inquiry-failure';

describe('inquiryFailureMessage (SPEC §8)', () => {
  it("uses the server's message", () => {
    expect(inquiryFailureMessage(new ApiError('Too many requests. Please wait a minute.', 429, {}, true))).toBe(
      'Too many requests. Please wait a minute.',
    );
  });
  it("says 'Network error occurred' when no answer came", () => {
    expect(inquiryFailureMessage(new ApiError('Network error occurred', 0))).toBe(INQUIRY_TEXTS.network);
  });
  it("falls back to 'Failed to submit inquiry'", () => {
    expect(inquiryFailureMessage(new ApiError('Request failed (502)', 502))).toBe(INQUIRY_TEXTS.failed);
    expect(inquiryFailureMessage(new Error('boom'))).toBe(INQUIRY_TEXTS.failed);
  });
});
