import type { StaffMember } from '@safari/contracts/admin';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { STAFF_KEY } from './get-staff';

/** POST /api/admin/staff/{id}/disable (its sessions end at once) or /enable; administrators only. */
export const useSetStaffDisabled = () =>
  useAdminMutation(
    ({ uuid, disabled }: { uuid: string; disabled: boolean }) =>
      adminWrite<StaffMember>('POST', `/staff/${uuid}/${disabled ? 'disable' : 'enable'}`),
    [STAFF_KEY],
  );
