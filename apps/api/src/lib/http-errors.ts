import { API_MESSAGES } from '@safari/contracts/messages';

/** An error a route or service throws on purpose; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
