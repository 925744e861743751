import { inkApiPaths } from '@inkspell/contracts/values';
import { paymentsModeAnswerSchema, type PaymentProvider } from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useSuspenseQuery } from '@tanstack/react-query';

/**
 * Who takes payments in this deployment (GET /api/ink/payments-mode, public): 'demo' when purchases complete
 * without charging anyone (ADR 0026); undefined when the ink service cannot say. The shop waits for the answer
 * (the frame's loading screen shows meanwhile) so that the Demo mode banner arrives with the page instead of
 * pushing the packs down after it: no layout shift. A failure is an answer too, never the remote's error screen.
 */
export function usePaymentsMode(): PaymentProvider | undefined {
  const mode = useSuspenseQuery({
    queryKey: [inkApiPaths.paymentsMode],
    queryFn: async ({ signal }) => {
      try {
        return (await api.get(inkApiPaths.paymentsMode, { schema: paymentsModeAnswerSchema, signal })).provider;
      } catch {
        return null;
      }
    },
  });
  return mode.data ?? undefined;
}
