// Tenant administration under /t/{slug} (ARCHITECTURE.md §4): settings, domains, members and invitations.
import {
  membersResponseSchema,
  messages,
  tenantDomainSchema,
  tenantSettingsSchema,
  type MembersResponse,
  type Role,
  type TenantConfig,
  type TenantDomain,
  type TenantPlan,
  type TenantSettings,
} from '@siipro/domain';
import { noContent, pathOf, type Http } from '../transport/http.ts';
import { listOf } from '../readers/lists.ts';

/** PUT /t/{slug}/settings: every field of the settings except slug and createdAt. */
export interface TenantSettingsChanges {
  name: string;
  logo: string | null;
  siteUrl: string | null;
  plan: TenantPlan;
  defaultLanguage: string;
  configJson: TenantConfig;
}

export interface InvitationRequest {
  email: string;
  role: Role;
}

const readSettings = (body: unknown) => tenantSettingsSchema.parse(body);
const readDomains = listOf(tenantDomainSchema, 'domains');
const errors = { ...messages.settings.members.errors, domains: messages.settings.domains.errors };

export function createTenantsApi(api: Http) {
  const tenantPath = (slug: string, ...rest: string[]) => pathOf('t', slug, ...rest);

  return {
    getSettings(slug: string): Promise<TenantSettings> {
      return api.get(tenantPath(slug, 'settings'), readSettings, {
        fallbackMessage: messages.settings.general.fetchError,
      });
    },

    /** Returns the updated tenant (tenant:settings:manage). */
    updateSettings(slug: string, changes: TenantSettingsChanges): Promise<TenantSettings> {
      return api.put(tenantPath(slug, 'settings'), readSettings, {
        json: changes,
        fallbackMessage: messages.settings.general.updateError,
      });
    },

    listDomains(slug: string): Promise<TenantDomain[]> {
      return api.get(tenantPath(slug, 'domains'), readDomains, { fallbackMessage: errors.domains.load });
    },

    addDomain(slug: string, domain: string): Promise<void> {
      return api.post(tenantPath(slug, 'domains'), noContent, {
        json: { domain },
        fallbackMessage: errors.domains.add,
      });
    },

    deleteDomain(slug: string, domain: string): Promise<void> {
      return api.delete(tenantPath(slug, 'domains', domain), noContent, { fallbackMessage: errors.domains.delete });
    },

    /** Active members and invitations (tenant:users:view). */
    listMembers(slug: string): Promise<MembersResponse> {
      return api.get(tenantPath(slug, 'members'), (body) => membersResponseSchema.parse(body), {
        fallbackMessage: errors.list,
      });
    },

    /** Invites an e-mail with a role; the invitation expires in 7 days (tenant:invite:manage). */
    invite(slug: string, invitation: InvitationRequest): Promise<void> {
      return api.post(tenantPath(slug, 'members', 'invitations'), noContent, {
        json: invitation,
        fallbackMessage: errors.invite,
      });
    },

    resendInvitation(slug: string, invitationId: string): Promise<void> {
      return api.post(tenantPath(slug, 'members', 'invitations', invitationId, 'resend'), noContent, {
        fallbackMessage: errors.resend,
      });
    },

    /** Cancels a pending invitation. */
    revokeInvitation(slug: string, invitationId: string): Promise<void> {
      return api.post(tenantPath(slug, 'members', 'invitations', invitationId, 'revoke'), noContent, {
        fallbackMessage: errors.revoke,
      });
    },

    /** Revokes an active member's access (the last admin cannot be removed). */
    removeMember(slug: string, uid: string): Promise<void> {
      return api.delete(tenantPath(slug, 'members', uid), noContent, { fallbackMessage: errors.revoke });
    },

    changeMemberRole(slug: string, uid: string, role: Role): Promise<void> {
      return api.patch(tenantPath(slug, 'members', uid, 'role'), noContent, {
        json: { role },
        fallbackMessage: errors.updateRole,
      });
    },
  };
}
