import type { SuccessEnvelope } from '@safari/contracts/envelope';

export function ok<T>(data: T, message = 'OK', code = 200): SuccessEnvelope<T> {
  return { status: true, code, message, data };
}
