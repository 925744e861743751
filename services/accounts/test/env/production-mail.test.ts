import { describe, expect, it } from 'vitest';
import { loadEnv } from '@inkspell/service-kit/env';
import { accountsEnv } from '../../src/env';

const production = { NODE_ENV: 'production', GATEWAY_JWT_PUBLIC_KEY: 'a public key' };

describe('accounts in production never writes reset and 2FA links to a folder by accident', () => {
  it('does not start without SMTP_URL, and says what to set', () => {
    expect(() => loadEnv(accountsEnv, production)).toThrow(
      /environment variable SMTP_URL is required in production: set SMTP_URL=smtp:\/\/.*or MAIL_MODE=file on purpose/,
    );
  });

  it('starts with SMTP_URL, or with MAIL_MODE=file chosen on purpose', () => {
    expect(loadEnv(accountsEnv, { ...production, SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBe('smtp://mail.example:587');
    expect(loadEnv(accountsEnv, { ...production, MAIL_MODE: 'file' }).MAIL_MODE).toBe('file');
  });
});
