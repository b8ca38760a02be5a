const MAX_LENGTH = 30;

/** The username base for an e-mail: its local part, lower-cased, reduced to letters, digits, '.', '_' and '-'. */
export function usernameBase(emailOrHint: string): string {
  const local = emailOrHint.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_LENGTH);
  return cleaned.length > 0 ? cleaned : 'user';
}

/** `base` if free, else `base` followed by the smallest number from 2 that is free. */
export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) {
    return base;
  }
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!used.has(candidate)) {
      return candidate;
    }
  }
}
