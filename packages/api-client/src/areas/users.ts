// The signed-in user (ARCHITECTURE.md §4: GET and PATCH /users/me).
import { messages, sessionUserSchema, type SessionUser } from '@siipro/domain';
import type { Http } from '../transport/http.ts';

export interface ProfileChanges {
  phone?: string | null;
  workAddress?: string | null;
  /** Slug of the preferred tenant, or null to unset it. */
  preferredTenant?: string | null;
}

export function createUsersApi(api: Http) {
  return {
    /** The user with their tenants (role and features per tenant), phone, work address and preferred tenant. */
    getMe(): Promise<SessionUser> {
      return api.get('users/me', (body) => sessionUserSchema.parse(body), {
        fallbackMessage: messages.profile.errors.userProfile,
      });
    },

    updateMe(changes: ProfileChanges): Promise<SessionUser> {
      return api.patch('users/me', (body) => sessionUserSchema.parse(body), {
        json: changes,
        fallbackMessage: messages.profile.errors.savePreference,
      });
    },
  };
}
