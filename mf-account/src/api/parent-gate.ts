import { parentGateApiPaths } from '@inkspell/contracts/values';
import { parentGateAnswerSchema, type ParentGateAnswer } from '@inkspell/contracts';
import { api, currentUserQueryKey } from '@inkspell/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** After a change the current user (parentPinSet, reviewStories) is out of date everywhere. */
function useGateMutation<T>(call: (input: T) => Promise<ParentGateAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) });
}

/** POST /api/user/parent-pin: set or change the PIN with the account password (ADR 0019). */
export const useSetParentPin = () =>
  useGateMutation((input: { currentPassword: string; pin: string }) =>
    api.post(parentGateApiPaths.pin, input, { schema: parentGateAnswerSchema }),
  );

/** POST /api/user/parent-pin/remove: with the account password; the review switch goes off with it. */
export const useRemoveParentPin = () =>
  useGateMutation((input: { currentPassword: string }) =>
    api.post(parentGateApiPaths.removePin, input, { schema: parentGateAnswerSchema }),
  );

/** PATCH /api/user/parent-review: the switch, with the PIN in headers. */
export const useReviewSwitch = () =>
  useGateMutation(({ reviewStories, headers }: { reviewStories: boolean; headers: Record<string, string> }) =>
    api.patch(parentGateApiPaths.reviewSwitch, { reviewStories }, { schema: parentGateAnswerSchema, headers }),
  );
