import { describe, expect, it } from 'vitest';
import { subjectTitle } from '../../server/integrations/mail-text';

describe('the event title in an invitation subject', () => {
  it.each([
    ['Quiz night', 'Quiz night'],
    ['Reminder: Gig at The Cellar, 7.30pm', 'Reminder: Gig at The Cellar, 7.30pm'],
    ['Open mic (bring a friend!) 10:30', 'Open mic (bring a friend!) 10:30'],
    ['Claim your prize at http://evil.example/login now', 'Claim your prize at … now'],
    ['HTTPS://EVIL.EXAMPLE', '…'],
    ['See evil.example or bit.ly/x', 'See … or …'],
    ['Write to admin@evil.example', 'Write to …'],
    ['javascript:alert(1) party', '… party'],
    ['www.evil.example', '…'],
  ])('%j reads %j', (title, subject) => {
    expect(subjectTitle(title)).toBe(subject);
  });

  it('is cut to 80 characters', () => {
    const subject = subjectTitle('A '.repeat(100));
    expect(subject.length).toBeLessThanOrEqual(80);
    expect(subject.endsWith('…')).toBe(true);
  });
});
