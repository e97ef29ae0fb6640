import { generate, generateSecret, verify } from 'otplib';

/**
 * TOTP as authenticator apps do it (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits), through
 * otplib (decision 043). The secret is base32 text, 20 random bytes (what the RFC's SHA-1 variant
 * and the apps expect). Codes are checked one step either side of now, for a phone's clock drift,
 * and only after the last accepted step: a code works once (RFC 6238 section 5.2).
 */

export const TOTP_ISSUER = 'TalentLeaders';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/**
 * What the QR code holds: `otpauth://totp/TalentLeaders:<email>?secret=...&issuer=TalentLeaders`,
 * the Key URI format as authenticator apps document it (the address's '@' left readable, as in its
 * examples; SHA-1, 6 digits and 30 s are every app's defaults, so not spelled out).
 */
export function totpUri(email: string, secret: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email).replaceAll('%40', '@')}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}`;
}

export function isTotpCodeShape(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The time step a moment falls in (its RFC 6238 counter T). */
export function totpStep(atMs: number = Date.now()): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a moment (tests, the demo accounts); an authenticator app shows the same. */
export function totpCode(secret: string, atMs: number = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000), period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, algorithm: 'sha1' });
}

/**
 * The time step the code belongs to, when it is right for now ±1 step and later than
 * `afterStep`; null otherwise (a wrong code, one too old, or one already used).
 */
export async function matchTotpCode(secret: string, code: string, options: { afterStep?: number | null; atMs?: number } = {}): Promise<number | null> {
  if (!isTotpCodeShape(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor((options.atMs ?? Date.now()) / 1000),
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      algorithm: 'sha1',
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(options.afterStep !== null && options.afterStep !== undefined ? { afterTimeStep: options.afterStep } : {}),
    });
    // The functional API's answer also covers HOTP, whose results have no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A secret or code the library refuses outright is a wrong code, never a 500.
    return null;
  }
}
