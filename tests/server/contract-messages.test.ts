import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.join('server', 'contracts', 'messages');

describe('server/contracts/messages', () => {
  it('import nothing, so the web app can use the server texts without pulling zod into its bundle', () => {
    const files = fs.readdirSync(DIR).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const name of files) {
      const source = fs.readFileSync(path.join(DIR, name), 'utf8');
      expect(source, name).not.toMatch(/^\s*(import|export\s+(\*|\{[^}]*\})\s+from)\b/m);
    }
  });
});
