// ID tokens nobody signed (alg "none"), shaped like the emulator's: what an attacker writes by hand. The Auth emulator
// accepts them, which is why emulator mode must never be on by accident; a production-configured API refuses them.
const PROJECT_ID = 'demo-siipro';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function forgedIdToken(claims: Record<string, unknown>, projectId = PROJECT_ID): string {
  const now = Math.floor(Date.now() / 1000);
  const sub = typeof claims.sub === 'string' ? claims.sub : 'forjado';
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub,
    user_id: sub,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
