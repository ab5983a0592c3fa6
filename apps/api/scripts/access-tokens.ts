// `tsx scripts/access-tokens.ts admin@siipro.test viewer@siipro.test …`: a fresh ES256 signing key and, signed with
// it by the API's own token module, the access token POST /auth/exchange would give each seeded demo account. Prints
// `{"pem": "…", "tokens": {"<e-mail>": "…"}}`; start the API with SIIPRO_JWT_PRIVATE_KEY=<pem> and the tokens are
// accepted. For packages that test against the real API without importing it (an app is no package's dependency).
import { demoAccounts } from '@siipro/domain';
import { createAccessTokens } from '../src/auth/accessTokens.ts';
import { generateSigningKeyPem, loadSigningKey } from '../src/auth/signingKey.ts';
import { systemClock } from '../src/clock.ts';
import { demoUserId } from '../src/seed/stableIds.ts';

const emails = process.argv.slice(2);
const pem = await generateSigningKeyPem();
const accessTokens = createAccessTokens(await loadSigningKey({ pem }), { ttlSeconds: 3600, clock: systemClock });
const tokens: Record<string, string> = {};
for (const email of emails) {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  tokens[email] = (await accessTokens.issue({ userId: demoUserId(account.uid), email })).accessToken;
}
process.stdout.write(JSON.stringify({ pem, tokens }));
