import { describe, expect, it } from 'vitest';
import { createLogPrettifier } from '../src/platform/pretty-logs';

// npm start's view of the JSON log lines every process writes (services and gateway alike).
describe('npm start log lines', () => {
  const pretty = createLogPrettifier({ colour: false });

  it('shows a JSON record as time, level, message and its fields on one line', () => {
    const line = pretty(
      JSON.stringify({
        level: 40,
        time: Date.UTC(2026, 0, 1, 9, 30),
        service: 'ink',
        name: 'ink',
        requestId: 'r-1',
        traceId: 't-1',
        msg: 'slow',
      }),
    );
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: slow \{"requestId":"r-1","traceId":"t-1"\}$/);
  });

  it('formats the gateway lines like the services', () => {
    const line = pretty(
      JSON.stringify({ level: 30, time: 0, service: 'gateway', name: 'gateway', url: 'http://x', msg: 'gateway listening' }),
    );
    expect(line).toMatch(/INFO: gateway listening \{"url":"http:\/\/x"\}$/);
  });

  it('leaves what is not a log record as it is', () => {
    expect(pretty('Serving mf-ink on :3002')).toBe('Serving mf-ink on :3002');
    expect(pretty('{"not":"a log"}')).toBe('{"not":"a log"}');
    expect(pretty('{broken')).toBe('{broken');
  });
});
