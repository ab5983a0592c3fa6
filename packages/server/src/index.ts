// Public surface of @siipro/server: what the API and the optimizer share (ARCHITECTURE.md §1) — the error envelope
// and its handler, zod validation with Spanish details, access-token verification against the JWKS, the request log,
// the security headers.
// No database and no routes of its own (the health and metrics handlers are mounted by each service).
export { ApiError, STATUS_BY_CODE, errorBodySchema, type ErrorBody, type ErrorDetail } from './errors/apiError.ts';
export {
  createErrorHandler,
  notFoundHandler,
  respondWithError,
  type ErrorHandlerOptions,
} from './errors/errorHandler.ts';
export { validate, validationError, issuesToDetails } from './validation/validate.ts';
export { bearerToken } from './auth/bearer.ts';
export { requireCaller } from './auth/requireCaller.ts';
export {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  KeySetUnavailableError,
  createAccessTokenVerifier,
  type AccessTokenVerifier,
  type AccessTokenVerifierOptions,
} from './auth/accessTokenVerifier.ts';
export { noStore, serviceSecurityHeaders } from './http/securityHeaders.ts';
export { requireConfiguredHost, type HostCheckOptions } from './http/hostCheck.ts';
export { createLogger, type Logger } from './log/logger.ts';
export { REQUEST_ID_HEADER, requestLog } from './log/requestLog.ts';
export type { Caller, ServerEnv, ServerVariables } from './env.ts';
export { Lifecycle, healthHandlers, type HealthCheck, type HealthOptions } from './ops/health.ts';
export {
  METRICS_TOKEN_MIN_LENGTH,
  createMetricsRegistry,
  httpMetrics,
  metricsHandler,
  metricsTokenFrom,
} from './ops/metrics.ts';
export {
  SIGNING_KEY_MIN_LENGTH,
  signOptimizerClaim,
  signingKeyFrom,
  verifyOptimizerClaim,
} from './auth/optimizerSignature.ts';
