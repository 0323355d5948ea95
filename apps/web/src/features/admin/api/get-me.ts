import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@safari/contracts/auth';
import { userRequest } from '../../auth/utils/user-request';
import { adminKey } from '../utils/admin-api';

/** GET /api/user: who is signed in, and with which role (the guard of every /admin page). */
const getMe = async () => (await userRequest<{ user: PublicUser }>('/user')).user;

export const useMe = () => useQuery({ queryKey: adminKey('me'), queryFn: getMe, staleTime: 60_000, retry: false });
