import { accountsApiPaths } from '@inkspell/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from './api-client';
import { contractSchema } from './contract-schemas';
import { currentUserQueryKey } from './current-user';

/**
 * Logs out (spec 01 §4): POST /api/auth/logout (its answer is checked, not used), then forget every
 * cached answer, mark the user as logged out and go home. The local state is cleared even if
 * the call fails: the person asked to leave, and the server session expires on its own.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await api
        .post(accountsApiPaths.logout, undefined, { schema: contractSchema((c) => c.accountsAnswerSchemas.logout) })
        .catch(() => undefined);
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
      void navigate('/');
    },
  });
}
