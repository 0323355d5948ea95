import type { StaffMember } from '@safari/contracts/admin';
import { iso, isoOrNull } from '../paging';
import type { UserRow } from './repository';

export const toStaffMember = (u: UserRow): StaffMember => ({
  uuid: u.uuid,
  name: u.name,
  email: u.email,
  role: u.role === 'admin' ? 'admin' : 'operator',
  disabled_at: isoOrNull(u.disabledAt),
  created_at: iso(u.createdAt),
});
