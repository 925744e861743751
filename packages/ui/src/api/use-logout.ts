import { accountsApiPaths } from '@inkspell/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from './api-client';
import { contractSchema } from './contract-schemas';
import { currentUserQueryKey } from './current-user';

/**
 * Logs out (spec 01 §4): POST /api/auth/logout (its answer is checked, not used), then forget every
 * cached answer and the stories kept for offline, mark the user as logged out and go home. The local state is cleared even if
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
      // Loaded only now: the pages that never log out do not download it.
      void import('./forget-kept-stories').then(({ forgetKeptStories }) => forgetKeptStories());
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
      void navigate('/');
    },
  });
}
