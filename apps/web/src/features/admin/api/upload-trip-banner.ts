import type { AdminTripDetail } from '@safari/contracts/admin-catalogue';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { apiRequest } from '../../../lib/api-client';
import { tripKey } from './get-trip';
import { TRIPS_KEY } from './get-trips';

/** PUT /api/admin/trips/{id}/banner: JPEG, PNG or WebP, re-encoded by the server as WebP. */
export const useUploadTripBanner = (uuid: string) =>
  useAdminMutation(
    (file: File) => {
      const body = new FormData();
      body.append('banner', file);
      return apiRequest<AdminTripDetail>(`/admin/trips/${uuid}/banner`, { method: 'PUT', body });
    },
    [[...TRIPS_KEY, 'list']],
    (detail, set) => set(tripKey(uuid), detail),
  );
