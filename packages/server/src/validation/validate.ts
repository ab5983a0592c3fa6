// Request validation with zod. Every failure answers 400 VALIDATION_ERROR with Spanish messages and `details`
// (one entry per problem, with the path of the field), through the same error handler as everything else.
import type { Context, ValidationTargets } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import spanish from 'zod/v4/locales/es.js';
import { messages } from '@siipro/domain';
import { ApiError, type ErrorDetail } from '../errors/apiError.ts';

/** zod's own Spanish texts for issues a schema did not word itself; applied per parse, not globally. */
const spanishErrorMap = spanish().localeError;

export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The 400 of a failed parse. One problem is the message itself (what a toast shows says exactly what is wrong);
 * several get the general message, each in `details`.
 */
export function validationError(issues: readonly z.core.$ZodIssue[], message?: string) {
  const details = issuesToDetails(issues);
  const [only] = details;
  const summary = message ?? (details.length === 1 && only ? only.message : messages.errors.byCode.VALIDATION_ERROR);
  return new ApiError('VALIDATION_ERROR', summary, details);
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/** A JSON body must say so: otherwise Hono would validate an empty object and a text body would pass silently. */
function assertJsonContentType(c: Context): void {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!jsonMediaType.test(mediaType)) throw new ApiError('VALIDATION_ERROR', messages.errors.jsonRequired);
}

/** `validate('json', schema)`: a route middleware whose parsed value is `c.req.valid('json')`. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  // The domain's schemas are zod/mini (they reach the browser), whose objects are never compiled to fast parsers; a
  // service may compile them (only the browser's CSP forbids eval): a scenario save of 50 000 rows parses in ~50 ms
  // instead of ~250. A compiled schema falls back to zod's own parser on bad input, so the issues are the same. The
  // parse is synchronous: the compiled path serves only synchronous parses, and no request schema is asynchronous.
  const parser = z.compile(schema);
  const validator = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
    {
      // Same result type as zod-validator's default parse; only the error map differs.
      validationFunction: (_schema, value) => z.safeParse(parser, value, { error: spanishErrorMap }) as never,
    },
  );
  if (target !== 'json') return validator;
  // One middleware (not two) so the route keeps the validator's typed input.
  const withContentType: typeof validator = async (c, next) => {
    assertJsonContentType(c);
    return validator(c, next);
  };
  return withContentType;
}
