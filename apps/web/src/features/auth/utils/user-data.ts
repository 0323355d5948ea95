import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the signed-in traveller's own data (likes, ratings, cart, dashboard) has a key
 * starting with this scope, whichever feature owns it. A sign-in, a sign-out in another tab or
 * a write that changes the dashboard's figures acts on the whole scope at once, so no feature
 * needs to know another feature's keys (decision 0021).
 */
export const USER_DATA_SCOPE = 'me';

export const userDataKey = <const T extends readonly unknown[]>(...parts: T) => [USER_DATA_SCOPE, ...parts] as const;

/** After a write: refetch what is on screen of the traveller's data, mark the rest stale. */
export const refreshUserData = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [USER_DATA_SCOPE] });

/** After the session changed hands: nothing cached for the previous traveller may show. */
export const forgetUserData = (queryClient: QueryClient) => queryClient.removeQueries({ queryKey: [USER_DATA_SCOPE] });
