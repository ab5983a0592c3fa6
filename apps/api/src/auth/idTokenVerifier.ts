// Verifies Firebase ID tokens (signature, audience = project id, expiry) with firebase-admin; against the emulator
// when one is configured. Routes depend on the IdTokenVerifier interface only.
// The emulator accepts tokens nobody signed, whose claims say whatever their sender wrote: an existing account's uid
// with someone else's e-mail signed in as that person (issue 46). So in emulator mode only the uid is taken from the
// token, and the e-mail, its verification and the profile come from the emulator's own record of that account.
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

/** What Firebase says of an account now: 'unchecked' when this process has no credential to ask (see config). */
export type AccountState = 'active' | 'disabled' | 'missing' | 'unchecked';

export interface IdTokenVerifier {
  /** Resolves the identity, or rejects with a 401 ApiError. */
  verify(idToken: string): Promise<VerifiedIdentity>;
  /** Whether the Firebase account may still hold a session (asked on every refresh). */
  accountState(firebaseUid: string): Promise<AccountState>;
}

export interface IdTokenVerifierSettings extends FirebaseSettings {
  /**
   * Ask Firebase for the account (disabled, deleted) on refresh. Always on with the emulator; against a real project
   * it needs a service account (GOOGLE_APPLICATION_CREDENTIALS), which verifying tokens alone does not.
   */
  accountLookup: boolean;
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

const isNotFound = (error: unknown) => (error as { code?: string } | null)?.code === 'auth/user-not-found';

export function createFirebaseIdTokenVerifier(settings: IdTokenVerifierSettings): IdTokenVerifier {
  const auth = firebaseAuth(settings);
  const emulator = Boolean(settings.emulatorHost);

  /** The emulator's record of the account: the only trustworthy source of its e-mail there. */
  async function emulatorRecord(uid: string): Promise<VerifiedIdentity> {
    let record;
    try {
      record = await auth.getUser(uid);
    } catch (error) {
      if (isNotFound(error)) throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
      throw error;
    }
    if (record.disabled) throw new ApiError('UNAUTHENTICATED', messages.session.accountDisabled);
    const profile = claimsSchema.safeParse({
      uid: record.uid,
      email: record.email,
      email_verified: record.emailVerified,
      name: record.displayName,
      picture: record.photoURL,
    });
    if (!profile.success) throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
    return {
      firebaseUid: profile.data.uid,
      email: profile.data.email ?? null,
      emailVerified: profile.data.email_verified === true,
      name: profile.data.name ?? null,
      picture: profile.data.picture ?? null,
    };
  }

  return {
    async accountState(firebaseUid) {
      if (!emulator && !settings.accountLookup) return 'unchecked';
      try {
        return (await auth.getUser(firebaseUid)).disabled ? 'disabled' : 'active';
      } catch (error) {
        if (isNotFound(error)) return 'missing';
        throw error;
      }
    },

    async verify(idToken) {
      let decoded: unknown;
      try {
        decoded = await auth.verifyIdToken(idToken);
      } catch (error) {
        // firebase-admin asks the emulator about the account on every verification, and a real project when asked.
        const code = (error as { code?: string } | null)?.code;
        if (code === 'auth/user-disabled') throw new ApiError('UNAUTHENTICATED', messages.session.accountDisabled);
        throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
      }
      const claims = claimsSchema.safeParse(decoded);
      if (!claims.success) throw new ApiError('UNAUTHENTICATED', messages.session.invalidIdToken);
      if (emulator) return emulatorRecord(claims.data.uid);
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
