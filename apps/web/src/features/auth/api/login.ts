import { useMutation } from '@tanstack/react-query';
import type { AuthData, LoginInput } from '@safari/contracts/auth';
import { apiData } from '../../../lib/api-client';

/** POST /api/login {email, password, remember} → data.token, data.user. */
export const login = (input: LoginInput) => apiData<AuthData>('/login', { method: 'POST', body: input });

export const useLogin = () => useMutation({ mutationFn: login });
