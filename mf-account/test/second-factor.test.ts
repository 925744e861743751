import { describe, expect, it } from 'vitest';
import { isCompleteCode } from '../src/components/two-factor/second-factor';

/** The /disable-2fa and login buttons wait for a whole code of the kind the switch asks for. */
describe('isCompleteCode', () => {
  it.each([
    ['authenticator', '123456', true],
    ['authenticator', '12345', false],
    ['authenticator', 'k7mq-x2rt-9vab', false],
    ['backup', 'k7mq-x2rt-9vab', true],
    ['backup', 'K7MQ X2RT 9VAB', true],
    ['backup', 'k7mq-x2rt-9vab ', true],
    ['backup', 'k7mq-x2rt-9va', false],
    ['backup', '123456', false],
    ['backup', '', false],
  ] as const)('%s %j is complete: %s', (mode, value, complete) => {
    expect(isCompleteCode(mode, value)).toBe(complete);
  });
});
