// The firebase-admin app of this process, one per project id. firebase-admin only learns about the Auth emulator
// from the FIREBASE_AUTH_EMULATOR_HOST environment variable, so a configured emulator host is exported there.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface FirebaseSettings {
  projectId: string;
  /** host:port of the Auth emulator; undefined means real Firebase. */
  emulatorHost: string | undefined;
}

export function firebaseAuth(settings: FirebaseSettings): Auth {
  if (settings.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.emulatorHost;
  const name = `siipro-${settings.projectId}`;
  const app: App =
    getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId: settings.projectId }, name);
  return getAuth(app);
}
