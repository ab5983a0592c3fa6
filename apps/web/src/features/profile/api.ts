// The profile's calls (ARCHITECTURE.md §4: GET and PATCH /users/me).
import type { ApiClient } from '@siipro/api-client';
import type { SessionUser } from '@siipro/domain';

export function fetchProfile(api: ApiClient): Promise<SessionUser> {
  return api.users.getMe();
}
