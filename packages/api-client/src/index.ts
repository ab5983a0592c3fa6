// Public surface of @siipro/api-client: the client factory, its error type, the token store contract and the
// request/answer types of its calls. Entity types (Project, Organization, SessionUser, …) come from @siipro/domain.
export { createApiClient, type ApiClient, type ApiClientOptions } from './createApiClient.ts';
export {
  createPublicPortalClient,
  type PublicPortalClient,
  type PublicPortalClientOptions,
} from './createPublicPortalClient.ts';
export { OPEN_DATA_FILES, type OpenDataFile, type PublicProjectQuery } from './areas/publicPortal.ts';
export {
  ApiError,
  CANCELLED_STATUS,
  TRANSPORT_MESSAGES,
  isApiError,
  isCancelled,
  type ApiErrorInit,
  type ClientErrorCode,
} from './transport/errors.ts';
export { REFRESH_LOCK_NAME, REFRESH_THRESHOLD_SECONDS, type RefreshLock } from './transport/session.ts';
export { createMemoryTokenStore, type StoredToken, type TokenStore } from './transport/tokenStore.ts';
export type { CallOptions, Download, Http, Parse } from './transport/http.ts';
export type { ProfileChanges } from './areas/users.ts';
export type { ActivityListQuery } from './areas/projectDetail.ts';
export type { OrganizationListParams } from './areas/organizations.ts';
export type { AuditListParams } from './areas/tenantAdmin.ts';
export { EXPORT_FAILED_MESSAGE, type ExportFormat } from './areas/projects.ts';
export type { ImportStartOptions } from './areas/projectImports.ts';
export type { FilterParams, ProjectListQuery } from './readers/projectQuery.ts';
