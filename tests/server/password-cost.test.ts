import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { hashPassword, verifyPassword } from '../../server/features/auth/secrets';

describe('password hashing cost', () => {
  it("is OWASP's argon2id baseline on every server, whatever the environment says", async () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }, { NODE_ENV: 'development', PASSWORD_COST: '1' }]) {
      const { passwordCost } = loadConfig(env);
      const hash = await hashPassword('long-enough-1', passwordCost);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(hash, 'long-enough-1')).toBe(true);
      expect(await verifyPassword(hash, 'long-enough-2')).toBe(false);
    }
  });

  it('checks a hash made at another cost by the cost written in it', async () => {
    const cheap = await hashPassword('long-enough-1', { memoryCost: 64, timeCost: 1 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'long-enough-1')).toBe(true);
  });
});
