// The hosted sign-in service (Firebase Auth 12). Locally `pnpm start` builds the web with the address of the Auth
// emulator it runs (FIREBASE_AUTH_EMULATOR_HOST, vite/firebaseEnv.ts), so sign-in works offline with the demo accounts
// and the emulator's Google popup; a build without that setting talks to the real Firebase project only.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

const apiKey = import.meta.env.VITE_FIREBASE_API_KEY ?? 'fake-api-key';
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-siipro';
const emulatorHost = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST;

export const firebaseSettings = { apiKey, projectId, emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null };

const app = initializeApp({
  apiKey,
  projectId,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
});

// platform.md §9: "Authentication persistence is set at start" — local, so a reload keeps the Firebase user.
// No popupRedirectResolver here: given at initialisation it loads the sign-in iframe at once, from the real
// authDomain, before connectAuthEmulator can point it at the emulator. signInWithPopup passes it instead.
export const firebaseAuth = initializeAuth(app, { persistence: browserLocalPersistence });
if (firebaseSettings.emulatorUrl) {
  connectAuthEmulator(firebaseAuth, firebaseSettings.emulatorUrl, { disableWarnings: true });
}
