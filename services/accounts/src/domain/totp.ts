import { authenticator } from 'otplib';
import QRCode from 'qrcode';

const stepSeconds = 30;

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(username: string, secret: string): string {
  return authenticator.keyuri(username, 'Inkspell', secret);
}

/**
 * Checks a code against the secret at `nowMs`, one step of clock drift either way, and refuses a step
 * at or before the last one accepted, so a code seen once cannot be replayed.
 */
export function acceptTotp(
  code: string,
  secret: string,
  lastStep: number | null,
  nowMs: number,
): { ok: true; step: number } | { ok: false } {
  if (!/^\d{6}$/.test(code)) return { ok: false };
  const checker = authenticator.clone({ window: 1, epoch: nowMs, step: stepSeconds });
  const delta = checker.checkDelta(code, secret);
  if (delta === null) return { ok: false };
  const step = Math.floor(nowMs / 1000 / stepSeconds) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false };
  return { ok: true, step };
}

/** The QR code (a PNG data URL) an authenticator app scans to learn the secret. */
export function totpQrCode(username: string, secret: string): Promise<string> {
  return QRCode.toDataURL(totpUri(username, secret), { margin: 1, width: 240 });
}
