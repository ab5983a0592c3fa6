// The API's error type is the server kit's (ApiError, ARCHITECTURE.md §4); its texts are @siipro/domain's messages.
// `apiMessages` keeps the names the tenant-access, permission and rate-limit middleware use for them.
import { messages } from '@siipro/domain';

export { ApiError } from '@siipro/server';

export const apiMessages = {
  tenantAccessDenied: messages.tenantAccess.denied,
  permissionDenied: messages.errors.byCode.PERMISSION_DENIED,
  rateLimited: messages.errors.byCode.RATE_LIMITED,
} as const;
