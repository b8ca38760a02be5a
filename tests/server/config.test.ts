import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('defaults to port 3000 and a SQLite file under data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ client: 'sqlite', filename: 'data/gather.sqlite' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeNull();
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      client: 'postgres',
      connectionString: 'postgres://u@h:5432/db',
    });
  });

  it('reads PUBLIC_URL without a trailing slash, SMTP_URL and the admin list', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://events.example.org/', SMTP_URL: 'smtp://mail:25', ADMIN_EMAILS: 'A@x.org, b@y.org' });
    expect(config.publicUrl).toBe('https://events.example.org');
    expect(config.smtpUrl).toBe('smtp://mail:25');
    expect([...config.adminEmails]).toEqual(['a@x.org', 'b@y.org']);
  });

  it('refuses half a key pair instead of ignoring it', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' }).vapid).toMatchObject({ publicKey: 'BPub', privateKey: 'priv' });
  });

  it('reads TRUST_PROXY as a number of proxy hops, so no client can pick its own address', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });

  it('explains which variable is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads OUTBOUND_ALLOWED_HOSTS as a list, empty by default, and refuses an entry it cannot read', () => {
    expect(loadConfig({}).outboundAllowedHosts).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'wiki.intranet:8080, 10.0.0.0/8' }).outboundAllowedHosts).toEqual(['wiki.intranet:8080', '10.0.0.0/8']);
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'wiki.intranet:web' })).toThrow(/OUTBOUND_ALLOWED_HOSTS: "web" is not a port/);
  });
});
