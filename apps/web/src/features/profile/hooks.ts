// The profile page's data and its two kinds of change: a field (phone, work address) and the default workspace.
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { messages, type SessionUser } from '@siipro/domain';
import { isApiError } from '@siipro/api-client';
import type { ProfileEditableField } from '@siipro/ui';
import { useToast } from '@siipro/ui';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { useSessionStore, useSignedInUser } from '../../session/SessionContext.tsx';
import { fetchProfile } from './api.ts';

export function useProfile() {
  const sessionUser = useSignedInUser();
  const store = useSessionStore();
  const toast = useToast();
  const api = useApi();
  // The session's user shows at once; GET /users/me brings what changed since sign-in.
  const { data = sessionUser, mutate } = useSWR<SessionUser>(swrKeys.me(), () => fetchProfile(api), {
    fallbackData: sessionUser,
  });
  // Bumped when a save fails, so the view drops the value it already showed and reads the server's again.
  const [revision, setRevision] = useState(0);

  const saveField = useCallback(
    (field: ProfileEditableField, value: string) => {
      store
        .updateProfile({ [field]: value === '' ? null : value })
        .then((user) => mutate(user, { revalidate: false }))
        .catch((error: unknown) => {
          toast.show({ type: 'error', message: isApiError(error) ? error.message : messages.errors.unexpected });
          setRevision((current) => current + 1);
        });
    },
    [store, mutate, toast],
  );

  const togglePreferred = useCallback(
    (slug: string) => {
      const next = data.preferredTenant === slug ? null : slug;
      mutate(store.setPreferredTenant(next), {
        optimisticData: { ...data, preferredTenant: next },
        rollbackOnError: true,
        revalidate: false,
      }).catch(() => toast.show({ type: 'error', message: messages.profile.errors.savePreference }));
    },
    [data, store, mutate, toast],
  );

  return { profile: data, revision, saveField, togglePreferred };
}
