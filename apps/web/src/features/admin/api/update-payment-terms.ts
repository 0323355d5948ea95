import type { AdminPaymentTerms, PaymentTermsWire, TripPaymentTerms } from '@safari/contracts/payment-terms';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { PAYMENT_TERMS_KEY, sitePaymentTermsKey, tripPaymentTermsKey } from './get-payment-terms';

const TRIPS_TERMS_KEY = [...PAYMENT_TERMS_KEY, 'trip'] as const;

/**
 * PUT /api/admin/payment-terms: the site's terms, for bookings made from now on. Every trip's
 * editor shows the site's terms beside its own, so they all refetch.
 */
export const useUpdateSitePaymentTerms = () =>
  useAdminMutation(
    (input: PaymentTermsWire) => adminWrite<AdminPaymentTerms>('PUT', '/payment-terms', input),
    [TRIPS_TERMS_KEY],
    (answer, set) => set(sitePaymentTermsKey, answer),
  );

/**
 * PUT /api/admin/trips/{id}/payment-terms with terms (the trip's own), DELETE with null (the
 * trip follows the site's again). The settings screen lists the trips with their own terms.
 */
export const useSetTripPaymentTerms = (uuid: string) =>
  useAdminMutation(
    (input: PaymentTermsWire | null) =>
      input
        ? adminWrite<TripPaymentTerms>('PUT', `/trips/${uuid}/payment-terms`, input)
        : adminWrite<TripPaymentTerms>('DELETE', `/trips/${uuid}/payment-terms`),
    [sitePaymentTermsKey],
    (answer, set) => set(tripPaymentTermsKey(uuid), answer),
  );
