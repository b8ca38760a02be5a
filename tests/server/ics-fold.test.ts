import { describe, expect, it } from 'vitest';
import { foldIcs } from '../../server/features/calendar/ics-fold';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar line folding', () => {
  const lines = ['SUMMARY:short', `DESCRIPTION:${'a'.repeat(200)}`, `LOCATION:${'Café 東京の夜 🎉'.repeat(12)}`, `X:${'é'.repeat(80)}`];
  const folded = foldIcs(lines.join('\r\n'));

  it('keeps every physical line within 75 octets, continuation lines starting with a space', () => {
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    }
    expect(folded.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
  });

  it('unfolds to the original text, never splitting a character', () => {
    expect(unfold(folded)).toBe(lines.join('\r\n'));
    expect(folded).not.toContain('\uFFFD');
    for (const line of folded.split('\r\n')) {
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(/[\uD800-\uDBFF]$/.test(line), 'a surrogate pair split across lines').toBe(false);
    }
  });

  it('leaves short ASCII lines as they are', () => {
    expect(foldIcs('BEGIN:VEVENT\r\nUID:event-1@gather.test\r\nEND:VEVENT\r\n')).toBe('BEGIN:VEVENT\r\nUID:event-1@gather.test\r\nEND:VEVENT\r\n');
  });
});
