import type { z } from 'zod';
import type { AdminDestinationDetail, destinationCreateInput } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { destinationKey } from './get-destination';
import { DESTINATIONS_KEY } from './get-destinations';

/** POST /api/admin/destinations: a new destination, inactive unless made active. */
export const useCreateDestination = () =>
  useAdminMutation(
    (input: z.input<typeof destinationCreateInput>) => adminWrite<AdminDestinationDetail>('POST', '/destinations', input),
    [DESTINATIONS_KEY],
    (detail, set) => set(destinationKey(detail.uuid), detail),
  );
