// The login screen's state machine (platform.md §4: "idle, then loading, then redirect or error"). The redirect
// itself happens when the session becomes signed in; here only loading and the Spanish error text are kept.
import { useCallback, useState } from 'react';
import { emailSignInErrorText, googleSignInErrorText, isInviteRequired } from '@siipro/domain';
import { useSessionStore } from '../../session/SessionContext.tsx';

export function useSignIn() {
  const store = useSessionStore();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = useCallback(async (signIn: () => Promise<void>, errorText: (error: unknown) => string) => {
    setLoading(true);
    setError(null);
    try {
      await signIn();
    } catch (failure) {
      // Kept in the console: the person sees the Spanish text, a developer needs the original code.
      console.warn('Sign-in failed', failure);
      // INVITE_REQUIRED: the session store is already on its way to /no-access.
      if (!isInviteRequired(failure)) setError(errorText(failure));
    } finally {
      setLoading(false);
    }
  }, []);

  const signInWithEmail = useCallback(
    (email: string, password: string) =>
      void attempt(() => store.signInWithEmail(email, password), emailSignInErrorText),
    [attempt, store],
  );
  const signInWithGoogle = useCallback(
    () => void attempt(() => store.signInWithGoogle(), googleSignInErrorText),
    [attempt, store],
  );

  return { loading, error, signInWithEmail, signInWithGoogle };
}
