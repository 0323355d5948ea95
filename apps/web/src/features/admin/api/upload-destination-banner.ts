import type { AdminDestinationDetail } from '@safari/contracts/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { destinationKey } from './get-destination';
import { DESTINATIONS_KEY } from './get-destinations';

/** PUT /api/admin/destinations/{id}/banner: JPEG, PNG or WebP, re-encoded by the server as WebP. */
export const useUploadDestinationBanner = (uuid: string) =>
  useAdminMutation(
    (file: File) => {
      const body = new FormData();
      body.append('banner', file);
      return apiRequest<AdminDestinationDetail>(`/admin/destinations/${uuid}/banner`, { method: 'PUT', body });
    },
    [[...DESTINATIONS_KEY, 'list']],
    (detail, set) => set(destinationKey(uuid), detail),
  );
