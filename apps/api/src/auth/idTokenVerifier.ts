// Verifies Firebase ID tokens (signature, audience = project id, expiry) with firebase-admin; against the emulator
// when one is configured. Routes depend on the IdTokenVerifier interface only.
import { messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import { firebaseAuth, type FirebaseSettings } from './firebaseApp.ts';

/** What a valid ID token tells us about the person. */
export interface VerifiedIdentity {
  firebaseUid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface IdTokenVerifier {
  /** Resolves the identity, or rejects with a 401 ApiError. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export function createFirebaseIdTokenVerifier(settings: FirebaseSettings): IdTokenVerifier {
  const auth = firebaseAuth(settings);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        return {
          firebaseUid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : null,
          picture: decoded.picture ?? null,
        };
      } catch {
        throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
      }
    },
  };
}
