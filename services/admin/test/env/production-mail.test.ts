import { describe, expect, it } from 'vitest';
import { loadEnv } from '@inkspell/service-kit/env';
import { adminEnv } from '../../src/env';

const production = { NODE_ENV: 'production', GATEWAY_JWT_PUBLIC_KEY: 'a public key' };

describe('admin in production mails contact notices somewhere real', () => {
  it('does not start without SMTP_URL, and says what to set', () => {
    expect(() => loadEnv(adminEnv, { ...production, ADMIN_EMAIL: 'admin@example.com' })).toThrow(
      /environment variable SMTP_URL is required in production: set SMTP_URL=smtp:\/\/.*or MAIL_MODE=file on purpose/,
    );
  });

  it('does not start without ADMIN_EMAIL, and says what to set', () => {
    expect(() => loadEnv(adminEnv, { ...production, SMTP_URL: 'smtp://mail.example:587' })).toThrow(
      /environment variable ADMIN_EMAIL is required in production: set ADMIN_EMAIL=.*or MAIL_MODE=file on purpose/,
    );
  });

  it('starts with both, or with MAIL_MODE=file chosen on purpose', () => {
    expect(loadEnv(adminEnv, { ...production, SMTP_URL: 'smtp://mail.example:587', ADMIN_EMAIL: 'admin@example.com' })).toBeTruthy();
    expect(loadEnv(adminEnv, { ...production, MAIL_MODE: 'file' }).MAIL_MODE).toBe('file');
  });
});
