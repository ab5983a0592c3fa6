// Verifies Firebase ID tokens (signature, audience = project id, expiry) with firebase-admin; against the emulator
// when one is configured. Routes depend on the IdTokenVerifier interface only.
import { z } from 'zod';
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

/**
 * The claims we read, checked: a token signed by Google carries sane ones, but an emulator's token carries whatever its
 * sender wrote, and a claim of the wrong type must be a 401, not a database error. Optional profile claims that are
 * malformed are dropped rather than refused.
 */
const claimsSchema = z.object({
  uid: z.string().min(1).max(128),
  // Lenient on purpose: Firebase has already accepted the address; this only rules out what is not one.
  email: z
    .string()
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+$/)
    .optional(),
  email_verified: z.boolean().optional(),
  name: z.string().max(200).optional().catch(undefined),
  picture: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional()
    .catch(undefined),
});

export function createFirebaseIdTokenVerifier(settings: FirebaseSettings): IdTokenVerifier {
  const auth = firebaseAuth(settings);
  return {
    async verify(idToken) {
      let decoded: unknown;
      try {
        decoded = await auth.verifyIdToken(idToken);
      } catch {
        throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
      }
      const claims = claimsSchema.safeParse(decoded);
      if (!claims.success) throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
      return {
        firebaseUid: claims.data.uid,
        email: claims.data.email ?? null,
        emailVerified: claims.data.email_verified === true,
        name: claims.data.name ?? null,
        picture: claims.data.picture ?? null,
      };
    },
  };
}
