import { inkApiPaths } from '@inkspell/contracts/values';
import { paymentsModeAnswerSchema, type PaymentProvider } from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * Who takes payments in this deployment (GET /api/ink/payments-mode, public): 'demo' when purchases complete
 * without charging anyone (ADR 0026). Undefined until the answer arrives or when the ink service cannot say.
 */
export function usePaymentsMode(): PaymentProvider | undefined {
  const mode = useQuery({
    queryKey: [inkApiPaths.paymentsMode],
    queryFn: ({ signal }) => api.get(inkApiPaths.paymentsMode, { schema: paymentsModeAnswerSchema, signal }),
  });
  return mode.data?.provider;
}
