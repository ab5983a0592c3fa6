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
  /** Identity token of the user signed in now (once the service knows who that is), or null. */
  currentIdToken(): Promise<string | null>;
  /** E-mail of the user signed in now, or null (the no-access page names the account that was refused). */
  currentEmail(): Promise<string | null>;
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
    // On a page just opened, Firebase restores its user from storage after it loads: until then currentUser is null
    // even for a person who is signed in. The session asks for a token when the refresh cookie is refused (a page
    // opened while the previous page's renewal was still on its way): answering null then signed the person out.
    async currentIdToken() {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async currentEmail() {
      await auth.authStateReady();
      return auth.currentUser?.email ?? null;
    },
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
