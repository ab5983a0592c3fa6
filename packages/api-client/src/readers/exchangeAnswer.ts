// The answer of POST /auth/exchange (ARCHITECTURE.md §4, platform.md §7), read in either spelling by the domain's
// schema; the token part must be usable, or nothing is stored.
import { authExchangeSchema, type AuthExchange } from '@siipro/domain';
import { readTokenGrant } from '../transport/tokenGrant.ts';

export function readExchangeAnswer(body: unknown): AuthExchange {
  const answer = authExchangeSchema.parse(body);
  readTokenGrant(answer);
  return answer;
}
