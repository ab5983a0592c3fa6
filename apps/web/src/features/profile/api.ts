// The profile's calls (ARCHITECTURE.md §4: GET and PATCH /users/me).
import type { SessionUser } from '@siipro/domain';
import { api } from '../../app/apiClient.ts';

export function fetchProfile(): Promise<SessionUser> {
  return api.users.getMe();
}
