import { describe, expect, it } from 'vitest';
import { signOptimizerClaim, signingKeyFrom, verifyOptimizerClaim } from './optimizerSignature.ts';

const key = 'k'.repeat(32);

describe('optimizer answer signatures', () => {
  it('verifies a claim signed with the same key, and nothing else', () => {
    const signature = signOptimizerClaim(key, '{"claim":1}');
    expect(verifyOptimizerClaim(key, '{"claim":1}', signature)).toBe(true);
    expect(verifyOptimizerClaim(key, '{"claim":2}', signature)).toBe(false);
    expect(verifyOptimizerClaim('x'.repeat(32), '{"claim":1}', signature)).toBe(false);
    expect(verifyOptimizerClaim(key, '{"claim":1}', signature.slice(1))).toBe(false);
    expect(verifyOptimizerClaim(key, '{"claim":1}', '')).toBe(false);
  });

  it('takes no key as unset and refuses a short one at start', () => {
    expect(signingKeyFrom(undefined)).toBeUndefined();
    expect(signingKeyFrom('  ')).toBeUndefined();
    expect(signingKeyFrom(` ${key} `)).toBe(key);
    expect(() => signingKeyFrom('corta')).toThrow(/OPTIMIZER_SIGNING_KEY/);
  });
});
