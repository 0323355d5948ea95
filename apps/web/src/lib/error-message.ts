import { ApiError } from './api-client';

/**
 * The server's message, or a default. Our API's own messages are written for
 * travellers; anything else (a network failure, an unreadable answer) gets the default.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}
