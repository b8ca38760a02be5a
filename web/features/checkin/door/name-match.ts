import type { RosterEntry } from '@contracts/checkin/schemas';

/** "Zoë Ångström" and "zoe angstrom" are the same to a search: no accents, no case. */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase().trim();
}

/** Results a search shows at most: the door narrows by typing more. */
export const NAME_RESULTS_MAX = 20;

/** Entries whose name holds every word typed (in any order), by name. */
export function matchNames(entries: readonly RosterEntry[], query: string): RosterEntry[] {
  const words = foldName(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [];
  }
  return entries
    .filter((entry) => {
      const name = foldName(entry.name);
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, NAME_RESULTS_MAX);
}
