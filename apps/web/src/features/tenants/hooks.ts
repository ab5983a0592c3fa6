// Tenant choices that outlive the screen they were made on, and the welcome after accepted invitations.
import { useCallback, useEffect } from 'react';
import { messages } from '@siipro/domain';
import { useToast } from '@siipro/ui';
import { useSessionStore } from '../../session/SessionContext.tsx';

/** platform.md §9: the welcome message stays 5 seconds. */
const WELCOME_DURATION_MS = 5000;

/**
 * Remembers a tenant as preferred (or forgets it, with null): on this device at once, then on the server. A failed
 * save is reported (platform.md §8) but does not stop the person from entering the tenant.
 */
export function useRememberPreferredTenant() {
  const store = useSessionStore();
  const toast = useToast();
  return useCallback(
    (slug: string | null) => {
      store
        .setPreferredTenant(slug)
        .catch(() => toast.show({ type: 'error', message: messages.profile.errors.savePreference }));
    },
    [store, toast],
  );
}

/**
 * The welcome left by accepted invitations, for a person who skipped the picker (one tenant, or a preferred one):
 * shown once as a toast for 5 seconds.
 */
export function useWelcomeToast() {
  const store = useSessionStore();
  const toast = useToast();
  useEffect(() => {
    const text = store.welcomeMessage();
    if (!text) return;
    store.clearWelcomeMessage();
    toast.show({ type: 'info', message: text, duration: WELCOME_DURATION_MS });
  }, [store, toast]);
}
