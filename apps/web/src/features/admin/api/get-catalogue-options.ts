import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { catalogueOptions } from '@safari/contracts/admin-catalogue';
import { adminGet, adminKey } from '../utils/admin-api';

export type CatalogueOptions = z.infer<typeof catalogueOptions>;

/** GET /api/admin/catalogue/options: what the trip and destination forms choose from. */
export const useCatalogueOptions = () =>
  useQuery({
    queryKey: adminKey('catalogue-options'),
    queryFn: () => adminGet<CatalogueOptions>('/catalogue/options'),
    staleTime: 5 * 60_000,
  });
