import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../../lib/storage';
import { forgetUserData } from '../utils/user-data';

/**
 * A sign-in or sign-out in another tab is picked up here. The header and the guards
 * follow the token by themselves (useHasAuthToken); this drops the previous traveller's cached
 * data so nothing of theirs shows after a logout elsewhere. Mounted once by the app shell.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared all of localStorage.
      if (event.key === STORAGE_KEYS.authToken || event.key === null) forgetUserData(queryClient);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
  return null;
}
