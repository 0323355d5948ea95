import { useMutation } from '@tanstack/react-query';
import type { AuthData, RegisterFields } from '@safari/contracts/auth';
import { apiData } from '../../../lib/api-client';

export type RegisterInput = Required<RegisterFields> & { passport_image: File | null };

/** POST /api/register as multipart, as the original API took it, with the optional passport image. */
export function register(input: RegisterInput) {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key !== 'passport_image') body.append(key, String(value));
  }
  if (input.passport_image) body.append('passport_image', input.passport_image);
  return apiData<Partial<AuthData> | null>('/register', { method: 'POST', body });
}

export const useRegister = () => useMutation({ mutationFn: register });
