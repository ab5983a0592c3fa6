// The hosted sign-in service (Firebase Auth 12). Locally — no real API key — the browser talks to the Auth
// emulator that `pnpm start` runs, so sign-in works offline with the demo accounts and the emulator's Google popup.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

const FAKE_API_KEY = 'fake-api-key';
const DEFAULT_PROJECT_ID = 'demo-siipro';
const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

const apiKey = import.meta.env.VITE_FIREBASE_API_KEY ?? FAKE_API_KEY;
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;

function emulatorUrl(): string | null {
  const host = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
  if (host) return `http://${host}`;
  // Without real credentials there is no Firebase project to reach: the emulator is the only sign-in service.
  return apiKey === FAKE_API_KEY ? `http://${DEFAULT_EMULATOR_HOST}` : null;
}

export const firebaseSettings = { apiKey, projectId, emulatorUrl: emulatorUrl() };

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
