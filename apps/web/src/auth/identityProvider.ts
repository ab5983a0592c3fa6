// What the session needs from the sign-in service, as plain functions over Firebase Auth: sign in, sign out, a
// fresh identity token, and the moments the service's user changes.
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import { signInWithEmulatorGooglePopup } from './emulatorGooglePopup.ts';

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

export interface IdentityProvider {
  /** Resolves once the service knows whether a user is signed in (the first authentication state). */
  ready(): Promise<void>;
  /** Identity token of the user signed in now, or null. */
  currentIdToken(): Promise<string | null>;
  signInWithEmail(email: string, password: string): Promise<string>;
  signInWithGoogle(): Promise<string>;
  signOut(): Promise<void>;
  /** Calls back with true/false whenever the service's user appears or goes away (also from another tab). */
  onSignedInChange(listener: (signedIn: boolean) => void): () => void;
}

export interface FirebaseIdentityOptions {
  /** Against the Auth emulator, Google sign-in uses its popup through our own relay (see emulatorGooglePopup). */
  emulator: boolean;
  apiKey: string;
}

export function firebaseIdentityProvider(auth: Auth, options: FirebaseIdentityOptions): IdentityProvider {
  return {
    ready: () => auth.authStateReady(),
    currentIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    async signInWithEmail(email, password) {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return credential.user.getIdToken();
    },
    async signInWithGoogle() {
      // No await before the popup opens: the browser only allows it during the click.
      const credential = options.emulator
        ? await signInWithEmulatorGooglePopup(auth, options.apiKey)
        : await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
      return credential.user.getIdToken();
    },
    signOut: () => signOut(auth),
    onSignedInChange: (listener) => onAuthStateChanged(auth, (user) => listener(user !== null)),
  };
}
