import type { FailureEnvelope } from '@safari/contracts/envelope';

/** The failure envelope every error answer carries (docs/product.md#api-compatibility). */
export function failure(code: number, message: string, errors?: Record<string, string>): FailureEnvelope {
  return errors ? { status: false, code, message, errors } : { status: false, code, message };
}

/**
 * Answers that come from the HTTP layer rather than from a route. Not the product's fixed
 * texts: travellers never see them in a form, so they live with the API, not in contracts.
 */
export const PROTOCOL_MESSAGES = {
  badUrl: 'The address is not valid.',
  uriTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  badRequest: 'The request could not be read.',
  nulCharacter: 'Text must not contain NUL characters.',
  shuttingDown: 'This server is restarting. Please try again.',
} as const;
