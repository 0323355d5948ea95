import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { requireLogin } from '../../auth/utils/require-login';
import { likeMutationOptions } from '../api/toggle-like';
import type { LikeTarget } from './likes';

/**
 * What a like button's click does, loaded with that first click (decision 0035): 'Login
 * Required' for an anonymous visitor, else the optimistic toggle of toggle-like.ts,
 * run by the same observer useMutation uses.
 * @public (loaded lazily)
 */
export function likeOrLogin(queryClient: QueryClient, navigate: NavigateFunction, returnTo: string, target: LikeTarget) {
  if (!requireLogin(navigate, returnTo)) return;
  // Failures are handled (rolled back, toasted) by the options' onError.
  new MutationObserver(queryClient, likeMutationOptions(queryClient)).mutate(target).catch(() => undefined);
}
