import { describe, expect, it } from 'vitest';
import { firstFreeUsername, usernameBase } from '../../server/features/auth/username';

describe('usernames', () => {
  it('come from the e-mail local part, reduced to safe characters', () => {
    expect(usernameBase('Ann.Lee@example.com')).toBe('ann.lee');
    expect(usernameBase('o’brien+events@example.com')).toBe('obrienevents');
    expect(usernameBase('___@example.com')).toBe('user');
  });

  it('get the smallest free numeric suffix when taken', () => {
    expect(firstFreeUsername('sam', [])).toBe('sam');
    expect(firstFreeUsername('sam', ['sam', 'sam2', 'samuel'])).toBe('sam3');
  });
});
