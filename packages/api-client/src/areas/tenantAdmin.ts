// Tenant administration under /t/{slug} (ARCHITECTURE.md §4 "Tenant administration", platform.md §2, §7, §8): the
// settings, the domains, members and invitations, and the record of changes. Each call names the Spanish message of
// platform.md §8 to show when the server gives none (member calls show the server's own message when it has one).
import {
  auditListAnswerSchema,
  invitationAnswerSchema,
  invitationLinkAnswerSchema,
  invitationSentAnswerSchema,
  memberAnswerSchema,
  memberSessionsEndedAnswerSchema,
  membersAnswerSchema,
  messages,
  tenantDomainAnswerSchema,
  tenantDomainsAnswerSchema,
  tenantSettingsAnswerSchema,
  type AuditListAnswer,
  type InvitationAnswer,
  type InvitationCreateBody,
  type InvitationLinkAnswer,
  type InvitationSentAnswer,
  type MemberAnswer,
  type MemberSessionsEndedAnswer,
  type MembersAnswer,
  type Role,
  type TenantDomainAnswer,
  type TenantSettingsAnswer,
  type TenantSettingsUpdateBody,
} from '@siipro/domain';
import { noContent, pathOf, type Http } from '../transport/http.ts';

const texts = messages.settings;

export interface AuditListParams {
  /** 1-based; 1 when absent. */
  page?: number;
  /** 1-100; 20 when absent. */
  limit?: number;
}

/** `api` carries the access token; `publicApi` is for the invitation link's page, before anyone signs in. */
export function createTenantAdminApi(api: Http, publicApi: Http) {
  const tenantPath = (slug: string, ...rest: string[]) => pathOf('t', slug, ...rest);

  return {
    /** The invitation an invitation link names (GET /invitations/{token}, public): tenant, e-mail, role, status. */
    invitationLink(token: string, signal?: AbortSignal): Promise<InvitationLinkAnswer> {
      return publicApi.get(pathOf('invitations', token), (body) => invitationLinkAnswerSchema.parse(body), {
        signal,
        fallbackMessage: texts.members.errors.invitationNotFound,
      });
    },

    settings: {
      get(slug: string, signal?: AbortSignal): Promise<TenantSettingsAnswer> {
        return api.get(tenantPath(slug, 'settings'), (body) => tenantSettingsAnswerSchema.parse(body), {
          signal,
          fallbackMessage: texts.general.fetchError,
        });
      },
      /**
       * Saves the fields given (name, logo, siteUrl, plan, defaultLanguage, configJson); the answer is the updated
       * tenant. A 400 names the field; dropping a status that projects use is a 409 saying how many.
       */
      update(slug: string, changes: TenantSettingsUpdateBody): Promise<TenantSettingsAnswer> {
        return api.put(tenantPath(slug, 'settings'), (body) => tenantSettingsAnswerSchema.parse(body), {
          json: changes,
          fallbackMessage: texts.general.updateError,
        });
      },
    },

    domains: {
      async list(slug: string, signal?: AbortSignal): Promise<TenantDomainAnswer[]> {
        const answer = await api.get(tenantPath(slug, 'domains'), (body) => tenantDomainsAnswerSchema.parse(body), {
          signal,
          fallbackMessage: texts.domains.errors.load,
        });
        return answer.domains;
      },
      add(slug: string, domain: string): Promise<TenantDomainAnswer> {
        return api.post(tenantPath(slug, 'domains'), (body) => tenantDomainAnswerSchema.parse(body), {
          json: { domain },
          fallbackMessage: texts.domains.errors.add,
        });
      },
      remove(slug: string, domain: string): Promise<void> {
        return api.delete(tenantPath(slug, 'domains', domain), noContent, {
          fallbackMessage: texts.domains.errors.delete,
        });
      },
    },

    members: {
      /** Active members, and invitations with their display status and, while pending, their link. */
      list(slug: string, signal?: AbortSignal): Promise<MembersAnswer> {
        return api.get(tenantPath(slug, 'members'), (body) => membersAnswerSchema.parse(body), {
          signal,
          fallbackMessage: texts.members.errors.list,
        });
      },
      /** Invites an e-mail (viewer when no role is given); `emailSent` says whether it went out by e-mail. */
      invite(slug: string, invitation: InvitationCreateBody): Promise<InvitationSentAnswer> {
        return api.post(tenantPath(slug, 'members', 'invitations'), (body) => invitationSentAnswerSchema.parse(body), {
          json: invitation,
          fallbackMessage: texts.members.errors.invite,
        });
      },
      /** Gives a pending invitation 7 more days and sends it again. */
      resend(slug: string, invitationId: string): Promise<InvitationSentAnswer> {
        return api.post(
          tenantPath(slug, 'members', 'invitations', invitationId, 'resend'),
          (body) => invitationSentAnswerSchema.parse(body),
          { fallbackMessage: texts.members.errors.resend },
        );
      },
      /** Cancels a pending invitation. */
      revoke(slug: string, invitationId: string): Promise<InvitationAnswer> {
        return api.post(
          tenantPath(slug, 'members', 'invitations', invitationId, 'revoke'),
          (body) => invitationAnswerSchema.parse(body),
          { fallbackMessage: texts.members.errors.revoke },
        );
      },
      /** Takes a member's access away (not the last admin's). */
      remove(slug: string, uid: string): Promise<void> {
        return api.delete(tenantPath(slug, 'members', uid), noContent, {
          fallbackMessage: texts.members.errors.revoke,
        });
      },
      /**
       * Ends every session of a member (DELETE …/members/{uid}/sessions): their next call asks them to sign in again.
       * They stay a member. The answer says how many sessions were open.
       */
      endSessions(slug: string, uid: string): Promise<MemberSessionsEndedAnswer> {
        return api.delete(
          tenantPath(slug, 'members', uid, 'sessions'),
          (body) => memberSessionsEndedAnswerSchema.parse(body),
          { fallbackMessage: texts.members.errors.endSessions },
        );
      },
      /** Changes a member's role (the last admin stays admin). */
      changeRole(slug: string, uid: string, role: Role): Promise<MemberAnswer> {
        return api.patch(tenantPath(slug, 'members', uid, 'role'), (body) => memberAnswerSchema.parse(body), {
          json: { role },
          fallbackMessage: texts.members.errors.updateRole,
        });
      },
    },

    audit: {
      /** The record of changes of the settings area, newest first. */
      list(slug: string, params: AuditListParams = {}, signal?: AbortSignal): Promise<AuditListAnswer> {
        const searchParams = new URLSearchParams();
        if (params.page !== undefined) searchParams.set('page', String(params.page));
        if (params.limit !== undefined) searchParams.set('limit', String(params.limit));
        return api.get(tenantPath(slug, 'audit'), (body) => auditListAnswerSchema.parse(body), {
          searchParams,
          signal,
          fallbackMessage: texts.audit.loadError,
        });
      },
    },
  };
}
