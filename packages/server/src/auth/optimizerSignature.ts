// The key the API and the optimizer service share (OPTIMIZER_SIGNING_KEY, issue 44): the optimizer signs each answer's
// claim (domain's optimizerAnswerClaim) with it, and the API saves a scenario only when the posted request and result
// give the same claim under that key — so a stored result is the optimizer's own, never a client's edit of it.
// HMAC-SHA256: one secret on two trusted processes needs no key pair, and checking costs microseconds.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNING_KEY_MIN_LENGTH = 32;

/** The configured key, trimmed; undefined when unset; an error (in Spanish, at start) when too short to be a secret. */
export function signingKeyFrom(value: string | undefined): string | undefined {
  const key = value?.trim();
  if (!key) return undefined;
  if (key.length < SIGNING_KEY_MIN_LENGTH) {
    throw new Error(`OPTIMIZER_SIGNING_KEY debe tener al menos ${SIGNING_KEY_MIN_LENGTH} caracteres.`);
  }
  return key;
}

/** The claim's signature, base64url. */
export function signOptimizerClaim(key: string, claim: string): string {
  return createHmac('sha256', key).update(claim).digest('base64url');
}

/** Whether `signature` is `claim`'s under `key` (compared in constant time). */
export function verifyOptimizerClaim(key: string, claim: string, signature: string): boolean {
  const expected = Buffer.from(signOptimizerClaim(key, claim));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
