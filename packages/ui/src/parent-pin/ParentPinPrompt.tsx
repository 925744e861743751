import { parentGateMessages } from '@inkspell/contracts/values';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { Dialog, DialogContent } from '../components/Dialog';
import { TextField } from '../components/Field';
import { parentPinSnapshot, parentPinStore, type PinQuestion } from './parent-pin-store';

/**
 * The parent PIN dialog (ADR 0019): four digits, asked before spending ink or deleting when the account has a
 * PIN. Mounted once by AppProviders; pages ask through askParentPin / parentPinHeaders. The server checks the
 * PIN: this dialog only collects it.
 */
export function ParentPinPrompt() {
  const question = useSyncExternalStore(parentPinStore.subscribe, parentPinSnapshot, parentPinSnapshot);
  return (
    <Dialog open={question !== null} onOpenChange={(open) => !open && parentPinStore.answer(null)}>
      {/* Keyed by the question: every question starts with an empty field. */}
      {question && <PinForm key={question.id} question={question} />}
    </Dialog>
  );
}

function PinForm({ question }: { question: PinQuestion }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) {
      setError(parentGateMessages.pinFormat);
      return;
    }
    parentPinStore.answer(pin);
  };

  return (
    <DialogContent
      title="Parent PIN"
      description={`${question.action}: a grown-up needs to enter the 4-digit parent PIN.`}
      className="ink-parent-pin"
    >
      <form onSubmit={submit} data-testid="parent-pin-form" noValidate>
        <TextField
          label="Parent PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          autoFocus
          value={pin}
          error={error}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, '').slice(0, 4));
            setError(undefined);
          }}
          data-testid="parent-pin-input"
        />
        <div className="ink-dialog__footer">
          <Button type="button" variant="outline" onClick={() => parentPinStore.answer(null)}>
            Cancel
          </Button>
          <Button type="submit" data-testid="parent-pin-submit">
            Continue
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
