// The sign-in service ready to use: Firebase Auth initialised (firebase.ts) behind the session's IdentityProvider.
// Only ever loaded through lazyIdentity.ts's dynamic import, so the Firebase SDK stays out of the entry chunk.
import { firebaseAuth, firebaseSettings } from './firebase.ts';
import { firebaseIdentityProvider } from './identityProvider.ts';

export const identity = firebaseIdentityProvider(firebaseAuth, {
  emulator: firebaseSettings.emulatorUrl !== null,
  apiKey: firebaseSettings.apiKey,
});
