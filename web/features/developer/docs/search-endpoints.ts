import type { DocsEndpoint } from '@contracts/developer/schemas';

export interface EndpointGroupView {
  name: string;
  entries: DocsEndpoint[];
}

/** The first paragraph of a description: the endpoint's summary. */
const summaryOf = (entry: DocsEndpoint) => entry.description.split(/\n{2,}/)[0] ?? '';

/**
 * How well an entry matches every word of the query: 0 unless each word is somewhere in it (method,
 * path, group, summary, field names, rules). A word in the path weighs most, then one in the group,
 * summary or fields, then one only in the rules further down: "rsvp" puts the RSVP routes first.
 */
function scoreOf(group: string, entry: DocsEndpoint, words: string[]): number {
  const path = `${entry.method} ${entry.path}`.toLowerCase();
  const strong = [group, summaryOf(entry), ...Object.keys(entry.fields)].join(' ').toLowerCase();
  const weak = entry.description.toLowerCase();
  let score = 0;
  for (const word of words) {
    if (path.includes(word)) {
      score += 100;
    } else if (strong.includes(word)) {
      score += 10;
    } else if (weak.includes(word)) {
      score += 1;
    } else {
      return 0;
    }
  }
  return score;
}

/**
 * The groups with the entries matching every word of the query (any case), best matches first:
 * groups by their best entry, entries by score (the catalog's order among equals). An empty query
 * keeps everything in the catalog's order.
 */
export function searchEndpoints(endpoints: Record<string, DocsEndpoint[]>, query: string): EndpointGroupView[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return Object.entries(endpoints).map(([name, entries]) => ({ name, entries }));
  }
  return Object.entries(endpoints)
    .map(([name, entries]) => {
      const scored = entries
        .map((entry, index) => ({ entry, index, score: scoreOf(name, entry, words) }))
        .filter((item) => item.score > 0)
        .sort((a, b) => b.score - a.score || a.index - b.index);
      return { name, scored };
    })
    .filter((group) => group.scored.length > 0)
    .sort((a, b) => (b.scored[0]?.score ?? 0) - (a.scored[0]?.score ?? 0))
    .map(({ name, scored }) => ({ name, entries: scored.map((item) => item.entry) }));
}
