import type { StaffInviteInput, StaffMember } from '@safari/contracts/admin';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { adminWrite } from '../utils/admin-api';
import { STAFF_KEY } from './get-staff';

/** POST /api/admin/staff (administrators): the account, and an e-mailed link to choose a password. */
export const useInviteStaff = () =>
  useAdminMutation((input: StaffInviteInput) => adminWrite<StaffMember>('POST', '/staff', input), [STAFF_KEY]);
