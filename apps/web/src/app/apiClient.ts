// The API client, through the web's same-origin proxies. Its callbacks reach the session (services.ts) long after
// both modules have loaded.
import { createApiClient } from '@siipro/api-client';
import { identity, session } from './services.ts';

export const api = createApiClient({
  baseUrl: '/api',
  optimizerBaseUrl: '/optimizer',
  onAuthFailure: () => session.handleAuthFailure(),
  onInviteRequired: () => session.handleInviteRequired(),
  getIdToken: () => identity.currentIdToken(),
});
