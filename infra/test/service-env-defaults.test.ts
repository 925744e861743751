import { areas, databaseUrlVar, portVar } from '@inkspell/contracts/areas';
import { describe, expect, it } from 'vitest';

/**
 * A service started on its own (npm start -w, or tsx services/<name>/src/main.ts) uses the defaults
 * of its own env.ts; they must be the registry's, or it would listen where the gateway never looks.
 */
describe.each(areas.map(({ service }) => [service.name, service] as const))('the %s service', (name, service) => {
  it('defaults to the port and database the area registry gives it', async () => {
    const module = (await import(`../../services/${name}/src/env.ts`)) as Record<string, unknown>;
    const schema = Object.values(module).find(
      (value): value is { parse(input: unknown): Record<string, unknown> } =>
        typeof (value as { parse?: unknown } | null)?.parse === 'function',
    );
    expect(schema, `services/${name}/src/env.ts exports a zod schema`).toBeDefined();
    const env = schema!.parse({ GATEWAY_JWT_PUBLIC_KEY: 'public key' });
    expect(env[portVar(name)]).toBe(service.port);
    expect(new URL(String(env[databaseUrlVar(name)])).pathname).toBe(`/${service.database}`);
  });
});
