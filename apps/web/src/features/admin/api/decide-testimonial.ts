import type { AdminTestimonial } from '@safari/contracts/admin-moderation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { TESTIMONIALS_KEY } from './get-testimonials';

/** POST /api/admin/testimonials/{id}/approve or /reject: the storefront shows approved ones only. */
export const useDecideTestimonial = () =>
  useAdminMutation(
    ({ id, verb }: { id: number; verb: 'approve' | 'reject' }) => adminWrite<AdminTestimonial>('POST', `/testimonials/${id}/${verb}`),
    [TESTIMONIALS_KEY],
  );
