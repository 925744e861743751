import { describe, expect, it } from 'vitest';
import { loadEnv } from '@inkspell/service-kit/env';
import { storiesEnv } from '../../src/env';

const production = { NODE_ENV: 'production', GATEWAY_JWT_PUBLIC_KEY: 'a public key' };

describe('stories in production never writes share mail to a folder by accident', () => {
  it('does not start without SMTP_URL, and says what to set', () => {
    expect(() => loadEnv(storiesEnv, production)).toThrow(
      /environment variable SMTP_URL is required in production: set SMTP_URL=smtp:\/\/.*or MAIL_MODE=file on purpose/,
    );
  });

  it('starts with SMTP_URL, or with MAIL_MODE=file chosen on purpose', () => {
    expect(loadEnv(storiesEnv, { ...production, SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBe('smtp://mail.example:587');
    expect(loadEnv(storiesEnv, { ...production, MAIL_MODE: 'file' }).MAIL_MODE).toBe('file');
  });

  it('refuses MAIL_MODE=smtp without SMTP_URL anywhere', () => {
    expect(() => loadEnv(storiesEnv, { GATEWAY_JWT_PUBLIC_KEY: 'k', MAIL_MODE: 'smtp' })).toThrow(
      /SMTP_URL is missing: MAIL_MODE=smtp needs SMTP_URL=/,
    );
  });
});
