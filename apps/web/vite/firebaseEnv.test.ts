import { describe, expect, it } from 'vitest';
import { firebaseBuildSettings } from './firebaseEnv.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

describe('firebaseBuildSettings', () => {
  it('puts no emulator address in a build configured without one', () => {
    for (const env of [
      {},
      { FIREBASE_PROJECT_ID: 'demo-siipro' },
      { FIREBASE_API_KEY: 'clave-real', FIREBASE_AUTH_EMULATOR_HOST: ' ' },
    ]) {
      const settings = firebaseBuildSettings(env);
      expect(settings.emulatorHost).toBeUndefined();
      expect(JSON.stringify(settings.define)).not.toMatch(/9099|EMULATOR/);
    }
  });

  it('compiles in the emulator address that the build was given (pnpm start sets it)', () => {
    const settings = firebaseBuildSettings({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'demo-siipro',
    });
    expect(settings.emulatorHost).toBe('127.0.0.1:9099');
    expect(settings.define).toEqual({
      'import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST': '"127.0.0.1:9099"',
      'import.meta.env.VITE_FIREBASE_PROJECT_ID': '"demo-siipro"',
    });
    // The VITE_* spelling wins.
    expect(
      firebaseBuildSettings({
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199',
      }).emulatorHost,
    ).toBe('localhost:9199');
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it('allows no inline script and no framing, on the emulator and on a real project', () => {
    for (const policy of [
      contentSecurityPolicy({ emulatorHost: '127.0.0.1:9099', authDomain: undefined }),
      contentSecurityPolicy({ emulatorHost: undefined, authDomain: 'siipro-prod.firebaseapp.com' }),
    ]) {
      const parsed = directives(policy);
      expect(parsed['script-src']).not.toContain("'unsafe-inline'");
      expect(parsed['script-src']).not.toContain("'unsafe-eval'");
      expect(parsed['frame-ancestors']).toEqual(["'none'"]);
      expect(parsed['object-src']).toEqual(["'none'"]);
    }
  });

  it('loads images only from the allowed hosts, never from any https site (issue 46)', () => {
    const policy = directives(
      contentSecurityPolicy({ emulatorHost: undefined, authDomain: undefined }, "'none'", [
        'lh3.googleusercontent.com',
        'tile.openstreetmap.org',
      ]),
    );
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://lh3.googleusercontent.com',
      'https://tile.openstreetmap.org',
    ]);
    const byDefault = directives(contentSecurityPolicy({ emulatorHost: undefined, authDomain: undefined }));
    expect(byDefault['img-src']).not.toContain('https:');
    expect(byDefault['img-src']).toContain('https://wms.ign.gob.ar');
  });

  it('lets the browser reach only the sign-in service the build uses', () => {
    const emulator = directives(contentSecurityPolicy({ emulatorHost: '127.0.0.1:9099', authDomain: undefined }));
    expect(emulator['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(emulator['script-src']).toEqual(["'self'"]);

    const real = directives(
      contentSecurityPolicy({ emulatorHost: undefined, authDomain: 'siipro-prod.firebaseapp.com' }),
    );
    expect(real['connect-src']).not.toContain('http://127.0.0.1:9099');
    expect(real['frame-src']).toEqual(["'self'", 'https://siipro-prod.firebaseapp.com']);
  });
});
