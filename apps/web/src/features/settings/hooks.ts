// The tenant settings area's data (platform.md §2, §4, §8): settings, domains, members and invitations, the record
// of changes and the versions of About. Every change refreshes what it touched and the record (isTenantAuditKey); a
// change of the person's own tenants (a rename, their own role) also reloads the session, so the top bar and the
// permissions of every screen follow. Failures are toasts with the server's Spanish message, else §8's.
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isApiError } from '@siipro/api-client';
import {
  hasPermission,
  interpolate,
  messages,
  roleLabel,
  type Role,
  type SessionTenant,
  type TenantSettingsAnswer,
} from '@siipro/domain';
import {
  useToast,
  type GeneralSettingsChanges,
  type InviteValues,
  type MembersAndAccessInvitation,
  type MembersAndAccessMember,
  type VersionState,
} from '@siipro/ui';
import { isTenantAuditKey, swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { useSessionStore } from '../../session/SessionContext.tsx';
import { fetchVersion, type VersionSource } from './api.ts';

const texts = messages.settings;

/** The server's Spanish message, else the fallback of platform.md §8. */
const messageOf = (error: unknown, fallback: string) => (isApiError(error) && error.message ? error.message : fallback);

/** What the person may do here (ARCHITECTURE.md §3): the UI only hides, the API refuses. */
export function settingsPermissions(tenant: SessionTenant) {
  return {
    canManageSettings: hasPermission(tenant.features, 'tenant:settings:manage'),
    canViewUsers: hasPermission(tenant.features, 'tenant:users:view'),
    canManageUsers: hasPermission(tenant.features, 'tenant:users:manage'),
    canInvite: hasPermission(tenant.features, 'tenant:invite:manage'),
  };
}

/** Refreshes every page of the tenant's record of changes. */
function useRefreshAudit(tenantSlug: string) {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isTenantAuditKey(tenantSlug)), [mutate, tenantSlug]);
}

/** A load failure shown once as a toast (platform.md §8), besides the message in place of the data. */
function useLoadErrorToast(error: unknown, message: string) {
  const toast = useToast();
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (error === undefined || shown.current === error) return;
    shown.current = error;
    toast.show({ type: 'error', message });
  }, [error, message, toast]);
}

export function useGeneralSettings(tenantSlug: string) {
  const api = useApi();
  const toast = useToast();
  const store = useSessionStore();
  const refreshAudit = useRefreshAudit(tenantSlug);
  const { data, error, mutate } = useSWR<TenantSettingsAnswer, unknown>(swrKeys.tenantSettings(tenantSlug), () =>
    api.tenantAdmin.settings.get(tenantSlug),
  );
  useLoadErrorToast(error, texts.general.loadError);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = useCallback(
    async (changes: GeneralSettingsChanges): Promise<boolean> => {
      setSaving(true);
      setSaveError(null);
      try {
        const saved = await api.tenantAdmin.settings.update(tenantSlug, changes);
        await mutate(saved, { revalidate: false });
        toast.show({ type: 'success', message: texts.general.saved });
        refreshAudit();
        // The name, logo and configuration (statuses, map) live in the session's tenant too.
        void store.reloadUser().catch(() => undefined);
        return true;
      } catch (failure) {
        setSaveError(messageOf(failure, texts.general.updateError));
        toast.show({ type: 'error', message: texts.general.saveError });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [api, tenantSlug, mutate, toast, refreshAudit, store],
  );

  return {
    settings: data ?? null,
    loadError: error === undefined ? null : messageOf(error, texts.general.fetchError),
    save,
    saving,
    saveError,
    clearSaveError: () => setSaveError(null),
  };
}

export function useDomains(tenantSlug: string) {
  const api = useApi();
  const toast = useToast();
  const refreshAudit = useRefreshAudit(tenantSlug);
  const { data, error, mutate } = useSWR(swrKeys.tenantDomains(tenantSlug), () =>
    api.tenantAdmin.domains.list(tenantSlug),
  );
  useLoadErrorToast(error, messageOf(error, texts.domains.errors.load));
  const [adding, setAdding] = useState(false);

  const add = useCallback(
    async (domain: string): Promise<boolean> => {
      setAdding(true);
      try {
        const added = await api.tenantAdmin.domains.add(tenantSlug, domain);
        await mutate();
        toast.show({ type: 'success', message: interpolate(texts.domains.added, { domain: added.domain }) });
        refreshAudit();
        return true;
      } catch (failure) {
        toast.show({ type: 'error', message: messageOf(failure, texts.domains.errors.add) });
        return false;
      } finally {
        setAdding(false);
      }
    },
    [api, tenantSlug, mutate, toast, refreshAudit],
  );

  const remove = useCallback(
    async (domain: string) => {
      try {
        await api.tenantAdmin.domains.remove(tenantSlug, domain);
        toast.show({ type: 'success', message: interpolate(texts.domains.deleted, { domain }) });
        refreshAudit();
      } catch (failure) {
        toast.show({ type: 'error', message: messageOf(failure, texts.domains.errors.delete) });
      } finally {
        await mutate();
      }
    },
    [api, tenantSlug, mutate, toast, refreshAudit],
  );

  return {
    domains: data ?? null,
    loadError: error === undefined ? null : messageOf(error, texts.domains.errors.load),
    add,
    remove,
    adding,
  };
}

export function useMembers(tenantSlug: string, currentUserId: string) {
  const api = useApi();
  const toast = useToast();
  const store = useSessionStore();
  const refreshAudit = useRefreshAudit(tenantSlug);
  const { data, error, mutate } = useSWR(swrKeys.tenantMembers(tenantSlug), () =>
    api.tenantAdmin.members.list(tenantSlug),
  );
  useLoadErrorToast(error, texts.members.errors.load);

  /** Runs a change; success refreshes the list and the record, failure shows the server's message. */
  const change = useCallback(
    async (action: () => Promise<unknown>, success: string, fallback: string): Promise<boolean> => {
      try {
        await action();
        toast.show({ type: 'success', message: success });
        refreshAudit();
        return true;
      } catch (failure) {
        toast.show({ type: 'error', message: messageOf(failure, fallback) });
        return false;
      } finally {
        await mutate();
      }
    },
    [toast, refreshAudit, mutate],
  );

  const errors = texts.members.errors;
  const nameOf = (member: MembersAndAccessMember) => member.name || member.email;

  return {
    members: data?.members ?? null,
    invitations: data?.invitations ?? null,
    loadError: error === undefined ? null : messageOf(error, errors.load),
    invite: async ({ email, role }: InviteValues): Promise<boolean> => {
      try {
        const { emailSent } = await api.tenantAdmin.members.invite(tenantSlug, { email, role });
        const text = emailSent ? texts.members.invited : texts.members.invitedNoEmail;
        toast.show({ type: 'success', message: interpolate(text, { email }) });
        refreshAudit();
        await mutate();
        return true;
      } catch (failure) {
        toast.show({ type: 'error', message: messageOf(failure, errors.invite) });
        return false;
      }
    },
    resend: (invitation: MembersAndAccessInvitation) =>
      change(
        () => api.tenantAdmin.members.resend(tenantSlug, invitation.invitationId),
        interpolate(texts.members.resent, { email: invitation.email }),
        errors.resend,
      ),
    cancelInvitation: (invitation: MembersAndAccessInvitation) =>
      change(
        () => api.tenantAdmin.members.revoke(tenantSlug, invitation.invitationId),
        interpolate(texts.members.cancelled, { email: invitation.email }),
        errors.revoke,
      ),
    revoke: (member: MembersAndAccessMember) =>
      change(
        () => api.tenantAdmin.members.remove(tenantSlug, member.uid),
        interpolate(texts.members.revoked, { name: nameOf(member) }),
        errors.revoke,
      ),
    /** Every session of the member ends (issue 46); they stay a member and sign in again. */
    endSessions: (member: MembersAndAccessMember) =>
      change(
        () => api.tenantAdmin.members.endSessions(tenantSlug, member.uid),
        interpolate(texts.members.sessionsEnded, { name: nameOf(member) }),
        errors.endSessions,
      ),
    changeRole: async (member: MembersAndAccessMember, role: Role) => {
      const changed = await change(
        () => api.tenantAdmin.members.changeRole(tenantSlug, member.uid, role),
        interpolate(texts.members.roleChanged, { name: nameOf(member), role: roleLabel(role) }),
        errors.updateRole,
      );
      // One's own role changes what this very session may do.
      if (changed && member.uid === currentUserId) void store.reloadUser().catch(() => undefined);
    },
  };
}

export function useAudit(tenantSlug: string, enabled: boolean) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const { data, error } = useSWR(enabled ? swrKeys.tenantAudit(tenantSlug, page) : null, () =>
    api.tenantAdmin.audit.list(tenantSlug, { page }),
  );
  return {
    entries: data?.data ?? null,
    loadError: error === undefined ? null : messageOf(error, texts.audit.loadError),
    page,
    totalPages: data?.pagination.totalPages ?? 1,
    total: data?.pagination.total ?? 0,
    setPage,
  };
}

/** platform.md §7: version info is cached for 5 minutes. */
export const VERSION_CACHE_MS = 5 * 60 * 1000;

function useVersion(source: VersionSource): VersionState {
  const { data, error } = useSWR(swrKeys.version(source), () => fetchVersion(source), {
    // Opening About again within 5 minutes reuses the answer; later, it asks again.
    dedupingInterval: VERSION_CACHE_MS,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  if (data) return { status: 'ready', version: data.version, buildDate: data.buildDate };
  return error === undefined ? { status: 'loading' } : { status: 'error' };
}

export function useVersions(): Record<VersionSource, VersionState> {
  return { frontend: useVersion('frontend'), api: useVersion('api'), optimizer: useVersion('optimizer') };
}
