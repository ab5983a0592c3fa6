// Invitations by e-mail (issue 18): with SMTP_URL set, inviting and resending send the invitation to the invited
// address through that server — here a local SMTP server the test starts (smtp-server) and reads the message from.
// Without a reachable server the invitation is still made and its answer says no e-mail went out.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { invitationSentAnswerSchema } from '@siipro/domain';
import { authorized } from './support/http.ts';
import { demoUid } from './support/adminApi.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

/** A port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let context: TestContext;
let unreachable: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  context = await createTestContext({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'SIIPRO <invitaciones@siipro.test>',
      WEB_URL: 'https://siipro.example.gob.ar/',
    },
  });
  unreachable = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
});
afterAll(async () => {
  await context?.close();
  await unreachable?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The body of a received (single-part, text) message, decoded from quoted-printable or base64. */
function bodyOf(message: Received): string {
  const split = message.raw.search(/\r?\n\r?\n/);
  const headers = message.raw.slice(0, split);
  const body = message.raw.slice(split).trim();
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replaceAll('=', ''), 'hex').toString('utf8'))
    .replace(/\r\n/g, '\n');
}

/** An admin's access token for that API (each test context signs with a key of its own). */
async function adminToken(target: TestContext): Promise<string> {
  const { accessToken } = await target.accessTokens.issue({
    userId: demoUid('admin@siipro.test'),
    email: 'admin@siipro.test',
  });
  return accessToken;
}

async function invite(target: TestContext, email: string) {
  const response = await authorized(target, '/t/cenit-demo/members/invitations', await adminToken(target), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, role: 'editor' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return invitationSentAnswerSchema.parse(await response.json());
}

describe('invitation e-mail', () => {
  it('sends the invitation to the invited address with the tenant, the role, the link and the expiry', async () => {
    const invitation = await invite(context, 'Correo.Invitado@Example.gob.ar');
    expect(invitation.emailSent).toBe(true);
    expect(invitation.link).toMatch(/^https:\/\/siipro\.example\.gob\.ar\/login\?invitacion=[\w-]+$/);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('invitaciones@siipro.test');
    expect(message!.to).toEqual(['correo.invitado@example.gob.ar']);
    expect(message!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Invitaci=C3=B3n_a_CENIT_Demo_en_SIIPRO\?=/m);
    const body = bodyOf(message!);
    expect(body).toContain('María Fernández te invitó a CENIT Demo en SIIPRO con el rol Editor.');
    expect(body).toContain('correo.invitado@example.gob.ar');
    expect(body).toContain(invitation.link!);
    expect(body).toMatch(/La invitación vence el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(hora de Buenos Aires\)\./);

    // Resending sends it again.
    const resent = await authorized(
      context,
      `/t/cenit-demo/members/invitations/${invitation.invitationId}/resend`,
      await adminToken(context),
      {
        method: 'POST',
      },
    );
    expect(resent.status).toBe(200);
    expect(invitationSentAnswerSchema.parse(await resent.json()).emailSent).toBe(true);
    expect(received).toHaveLength(2);
    expect(received[1]!.to).toEqual(['correo.invitado@example.gob.ar']);
  });

  it('still makes the invitation when the SMTP server cannot be reached, saying no e-mail was sent', async () => {
    const invitation = await invite(unreachable, 'sin.correo@example.gob.ar');
    expect(invitation).toMatchObject({ status: 'pending', emailSent: false });
    expect(invitation.link).toMatch(/\/login\?invitacion=/);
  });
});
