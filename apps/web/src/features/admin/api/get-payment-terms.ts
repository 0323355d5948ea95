import { useQuery } from '@tanstack/react-query';
import type { AdminPaymentTerms, TripPaymentTerms } from '@safari/contracts/payment-terms';
import { adminGet, adminKey } from '../utils/admin-api';

export const PAYMENT_TERMS_KEY = adminKey('payment-terms');
export const sitePaymentTermsKey = [...PAYMENT_TERMS_KEY, 'site'] as const;
export const tripPaymentTermsKey = (uuid: string) => [...PAYMENT_TERMS_KEY, 'trip', uuid] as const;

/** GET /api/admin/payment-terms: the site's terms and every trip that has its own. */
export const useSitePaymentTerms = () =>
  useQuery({ queryKey: sitePaymentTermsKey, queryFn: () => adminGet<AdminPaymentTerms>('/payment-terms') });

/** GET /api/admin/trips/{id}/payment-terms: the trip's own terms (null: the site's apply) and the site's. */
export const useTripPaymentTerms = (uuid: string) =>
  useQuery({ queryKey: tripPaymentTermsKey(uuid), queryFn: () => adminGet<TripPaymentTerms>(`/trips/${uuid}/payment-terms`) });
