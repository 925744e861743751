import type { TwoFactorSetup } from '@inkspell/contracts';
import { useState } from 'react';
import { BackupCodesStep } from './BackupCodesStep';
import { VerifyStep } from './VerifyStep';

/** Steps after "generate" (spec 02 §4): verify the app, then save the backup codes. */
export function TwoFactorSetupFlow({ setup, onCancel }: { setup: TwoFactorSetup; onCancel: () => void }) {
  const [verified, setVerified] = useState(false);
  return verified ? (
    <BackupCodesStep codes={setup.backupCodes} />
  ) : (
    <VerifyStep setup={setup} onVerified={() => setVerified(true)} onCancel={onCancel} />
  );
}
