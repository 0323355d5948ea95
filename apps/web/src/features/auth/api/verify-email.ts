import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many earlier bookings and inquiries made with the address now belong to the account. */
export interface EmailVerified {
  message: string;
  bookings: number;
  inquiries: number;
}

/** POST /api/email/verify: the token from the welcome e-mail's link. */
const verifyEmail = async (token: string): Promise<EmailVerified> => {
  const { message, data } = await apiRequest<{ bookings: number; inquiries: number }>('/email/verify', { method: 'POST', body: { token } });
  return { message, ...data };
};

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
