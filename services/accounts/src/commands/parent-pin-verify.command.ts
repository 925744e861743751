import type { CommandHandler } from '@inkspell/service-kit';
import { verifyParentPin } from '../domain/parent-gate';
import type { AccountsPorts } from '../domain/ports';

/** accounts.parent-pin.verify: stories and ink ask before spending ink or deleting (ADR 0019). */
export const verifyParentPinCommand =
  (ports: AccountsPorts): CommandHandler<'accounts.parent-pin.verify'> =>
  ({ userId, pin }) =>
    verifyParentPin(ports, userId, pin);
