import { registerSchema } from '@inkspell/contracts';
import { useSearchParams } from 'react-router-dom';

/**
 * The ?ref= of a shared link (spec 01 §2 Register). A code the contract would refuse is ignored
 * rather than sent: a mangled link must not stop anyone from signing up.
 */
export function useReferralCode(): string | undefined {
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim();
  return ref && registerSchema.shape.referralCode.safeParse(ref).success ? ref : undefined;
}
