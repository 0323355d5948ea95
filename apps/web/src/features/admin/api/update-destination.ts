import type { z } from 'zod';
import type { AdminDestinationDetail, destinationUpdateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { destinationKey } from './get-destination';
import { DESTINATIONS_KEY } from './get-destinations';

/** PATCH /api/admin/destinations/{id}: only the fields sent change; the storefront shows it at once. */
export const useUpdateDestination = () =>
  useAdminMutation(
    ({ uuid, ...input }: z.input<typeof destinationUpdateInput> & { uuid: string }) =>
      adminWrite<AdminDestinationDetail>('PATCH', `/destinations/${uuid}`, input),
    [[...DESTINATIONS_KEY, 'list']],
    (detail, set) => set(destinationKey(detail.uuid), detail),
  );
