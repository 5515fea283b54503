import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endSession } from '../../api/session';
import { requestLogout } from './api';
import { forgetCompany } from './companyStorage';

/**
 * "Sair": tells the server (so the refresh cookie dies), then clears the browser side whatever the
 * server answered; the private-route guard then shows /login.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // Offline or already expired: the local session must end anyway.
    }
    forgetCompany();
    endSession('logout');
    queryClient.clear();
  }, [queryClient]);
}
