import type { AdminRating } from '@safari/contracts/admin-moderation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { RATINGS_KEY } from './get-ratings';

/** POST /api/admin/ratings/{id}/approve or /reject: approved ratings count on the rated item's page. */
export const useDecideRating = () =>
  useAdminMutation(
    ({ uuid, verb }: { uuid: string; verb: 'approve' | 'reject' }) => adminWrite<AdminRating>('POST', `/ratings/${uuid}/${verb}`),
    [RATINGS_KEY],
  );
