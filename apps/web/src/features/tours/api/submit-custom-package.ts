import { useMutation } from '@tanstack/react-query';
import type { CustomPackageInput, CustomPackageReceipt } from '@safari/contracts/tours';
import { apiData } from '../../../lib/api-client';

/** POST /api/custom-package: stored as a request with price type 'pending' until quoted. */
const submitCustomPackage = (input: CustomPackageInput) =>
  apiData<CustomPackageReceipt>('/custom-package', { method: 'POST', body: input });

export const useSubmitCustomPackage = () => useMutation({ mutationFn: submitCustomPackage });
