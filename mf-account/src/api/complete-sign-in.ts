import type { PublicUser } from '@inkspell/contracts';
import { currentUserQueryKey } from '@inkspell/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetPreviewSessionId } from './preview-session';

/**
 * What follows a successful login or registration (spec 01 §4): the answer becomes the current
 * user at once (the header switches without a wait), the preview session id is forgotten, the
 * user is fetched again (the balance may change as the account adopts the preview) and the
 * browser goes home.
 */
export function useCompleteSignIn(): (user: PublicUser) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user: PublicUser) => {
      queryClient.setQueryData<PublicUser>(currentUserQueryKey, user);
      forgetPreviewSessionId();
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void navigate('/');
    },
    [queryClient, navigate],
  );
}
