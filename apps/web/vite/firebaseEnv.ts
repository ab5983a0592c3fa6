// The browser's Firebase settings, fixed at build time from the same variables the servers read (README
// "Configuration"; VITE_* spellings win when both are set). The Auth emulator's address reaches the bundle only when
// FIREBASE_AUTH_EMULATOR_HOST is set for the build (`pnpm start` does it): a production build never carries it.
export interface FirebaseBuildSettings {
  /** `import.meta.env.VITE_FIREBASE_*` replacements for Vite's `define`. */
  define: Record<string, string>;
  /** host:port of the Auth emulator, when this build signs in against one. */
  emulatorHost: string | undefined;
  /** The real project's sign-in domain (popups and their helper frame), when not on the emulator. */
  authDomain: string | undefined;
}

export function firebaseBuildSettings(env: NodeJS.ProcessEnv): FirebaseBuildSettings {
  const values = {
    VITE_FIREBASE_API_KEY: env.VITE_FIREBASE_API_KEY ?? env.FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: env.VITE_FIREBASE_AUTH_DOMAIN ?? env.FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_PROJECT_ID: env.VITE_FIREBASE_PROJECT_ID ?? env.FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? env.FIREBASE_AUTH_EMULATOR_HOST,
  };
  const define = Object.fromEntries(
    Object.entries(values)
      .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '')
      .map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value.trim())]),
  );
  const emulatorHost = values.VITE_FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  const projectId = values.VITE_FIREBASE_PROJECT_ID?.trim() || 'demo-siipro';
  return {
    define,
    emulatorHost,
    authDomain: emulatorHost ? undefined : values.VITE_FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
  };
}
