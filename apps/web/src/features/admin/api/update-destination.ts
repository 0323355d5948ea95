import type { z } from 'zod';
import type { destinationUpdateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { DESTINATIONS_KEY } from './get-destinations';

/** PATCH /api/admin/destinations/{id}: only the fields sent change (here: the active flag). */
export const useUpdateDestination = () =>
  useAdminMutation(({ uuid, ...input }: z.input<typeof destinationUpdateInput> & { uuid: string }) => adminWrite<unknown>('PATCH', `/destinations/${uuid}`, input), [DESTINATIONS_KEY]);
