/** The content codings the server has files or streams for, best first. */
export type Coding = 'br' | 'gzip';

/** The q-value a client gives each coding it names; `*` stands for every coding it does not name. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) {
      continue;
    }
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    found.set(name.trim(), Number.isFinite(quality) ? quality : 0);
  }
  return found;
}

/**
 * The coding to answer with, from an Accept-Encoding header and the codings on offer: the one the
 * client rates highest, brotli before gzip on a tie (browsers list gzip first but take either);
 * none (identity) when the client names neither or refuses them with q=0.
 */
export function chooseCoding(header: string | undefined, offered: readonly Coding[]): Coding | null {
  if (!header) {
    return null;
  }
  const q = qualities(header);
  const star = q.get('*') ?? 0;
  let best: { coding: Coding; quality: number } | null = null;
  for (const coding of (['br', 'gzip'] as const).filter((name) => offered.includes(name))) {
    const quality = q.get(coding) ?? star;
    if (quality > 0 && (best === null || quality > best.quality)) {
      best = { coding, quality };
    }
  }
  return best?.coding ?? null;
}
