// The `limit` query parameter of the API's lists (1 to 100, a number in the query text), with the list call's
// Spanish message when it is anything else: one rule for the organisation's latest projects and the saved scenarios.
import { z } from 'zod/mini';
import { MAX_PAGE_SIZE } from '../filters/apiFields.ts';
import { messages } from '../messages/messages.ts';

export function limitParam(defaultLimit: number) {
  const text = messages.apiQuery.badLimit;
  return z._default(
    z.coerce.number({ error: text }).check(z.int(text), z.gte(1, text), z.lte(MAX_PAGE_SIZE, text)),
    defaultLimit,
  );
}
