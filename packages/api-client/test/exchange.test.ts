// POST /auth/exchange (platform.md §7): both spellings of the answer, the stored token, and its failures.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START_OF_TEST_CLOCK, clientUnderTest } from './support/clientUnderTest.ts';
import { GOOD_ID_TOKEN, UNINVITED_ID_TOKEN, installFakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(() => server.close());

describe('auth.exchange', () => {
  it('reads a snake_case answer into camelCase and keeps the token', async () => {
    installFakeAuthApi(server, { snakeCase: true, expiresIn: 600 });
    const { client, tokenStore } = clientUnderTest(server);

    const answer = await client.auth.exchange(GOOD_ID_TOKEN);

    expect(answer).toEqual({
      accessToken: 'access-1',
      expiresIn: 600,
      message: 'Bienvenido',
      // The domain's schema counts the accepted invitations: the web only needs to know whether to welcome.
      acceptedInvitations: 1,
    });
    expect(tokenStore.get()).toEqual({ accessToken: 'access-1', expiresAt: START_OF_TEST_CLOCK + 600_000 });
    expect(server.hits('POST /auth/exchange')[0]?.headers.authorization).toBe(`Bearer ${GOOD_ID_TOKEN}`);
  });

  it('reads a camelCase answer the same way', async () => {
    installFakeAuthApi(server, { expiresIn: 600 });
    const { client } = clientUnderTest(server);

    const answer = await client.auth.exchange(GOOD_ID_TOKEN);

    expect(answer).toMatchObject({ accessToken: 'access-1', expiresIn: 600 });
  });

  it("fails with the server's message for a bad identity token and keeps no token", async () => {
    installFakeAuthApi(server);
    const { client, tokenStore } = clientUnderTest(server);

    await expect(client.auth.exchange('token-falso')).rejects.toMatchObject({
      status: 401,
      message: 'El token de identidad no es válido.',
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('falls back to "Token exchange failed" when the server gives no message', async () => {
    server.route('POST /auth/exchange', () => ({ status: 500 }));
    const { client } = clientUnderTest(server);

    await expect(client.auth.exchange(GOOD_ID_TOKEN)).rejects.toMatchObject({ message: 'Token exchange failed' });
  });

  it('sends an uninvited user to /no-access', async () => {
    installFakeAuthApi(server);
    const { client, onInviteRequired } = clientUnderTest(server);

    await expect(client.auth.exchange(UNINVITED_ID_TOKEN)).rejects.toMatchObject({ errorCode: 'INVITE_REQUIRED' });
    expect(onInviteRequired).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer without a token instead of storing garbage', async () => {
    server.route('POST /auth/exchange', () => ({ json: { message: 'ok' } }));
    const { client, tokenStore } = clientUnderTest(server);

    await expect(client.auth.exchange(GOOD_ID_TOKEN)).rejects.toMatchObject({ message: 'Token exchange failed' });
    expect(tokenStore.get()).toBeNull();
  });
});
