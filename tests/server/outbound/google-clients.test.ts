import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClient } from '../../../server/integrations/google/google-clients';
import type { GoogleSettings } from '../../../server/integrations/google/google-clients';

/**
 * Google's clients reach the network only through the outbound gate's agents (googleTransport): a
 * client made without them builds sign-in addresses and nothing else, so forgetting the transport
 * cannot become a request to a private address that the gate would have refused.
 */
let server: http.Server;
let hits = 0;
let google: GoogleSettings;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"a","expires_in":3600}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  google = { clientId: 'client.apps.example', clientSecret: 'secret', oauthUrl: url, apiUrl: url };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('a Google OAuth client made without the outbound transport', () => {
  it('builds the sign-in address', () => {
    const address = new URL(oauthClient(google, 'http://gather.test/api/auth/google/callback').generateAuthUrl({ scope: ['openid'], state: 's' }));
    expect(address.pathname).toBe('/o/oauth2/v2/auth');
    expect(address.searchParams.get('state')).toBe('s');
  });

  it('reaches nothing, even when forced to try (a private address here, which the gate refuses)', async () => {
    const client = oauthClient(google, undefined) as unknown as OAuth2Client;
    await expect(client.getToken('code')).rejects.toThrow();
    await expect(client.revokeToken('token')).rejects.toThrow();
    expect(hits).toBe(0);
  });
});
