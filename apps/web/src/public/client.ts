// The portal's API client: the public calls only, through the web's same-origin /api proxy, with no credentials and
// none of the session's code (createPublicPortalClient imports no token store, no refresh, no Firebase).
import { createPublicPortalClient } from '@siipro/api-client';

export const portal = createPublicPortalClient({ baseUrl: '/api' });
