import fs from 'node:fs';
import path from 'node:path';

/** One case of the event-import corpus (see its SOURCES.md). */
export interface CorpusCase {
  id: string;
  kind: 'jsonld' | 'microdata' | 'rdfa' | 'hevent' | 'ics' | 'opengraph' | 'text' | 'html';
  file: string;
  source: string;
  reference_time: string;
  time_zone: string;
  expected: {
    title?: string | null;
    start?: string | null;
    end?: string | null;
    location?: string | null;
    price_range?: { min: number; max?: number; currency: string } | null;
  };
  title_alternatives?: string[];
  location_alternatives?: string[];
}

/** The corpus folder: EVENT_CORPUS_DIR, else ../shared/corpus/event-import beside the checkout (or beside its worktree folder). */
export function corpusDir(root: string): string {
  const candidates = [process.env.EVENT_CORPUS_DIR, path.resolve(root, '../shared/corpus/event-import'), path.resolve(root, '../../shared/corpus/event-import')];
  const found = candidates.find((dir): dir is string => Boolean(dir) && fs.existsSync(path.join(dir ?? '', 'cases.json')));
  if (!found) {
    throw new Error('The event-import corpus was not found: set EVENT_CORPUS_DIR to the folder holding cases.json');
  }
  return found;
}

export function loadCorpus(dir: string): CorpusCase[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'cases.json'), 'utf8')) as CorpusCase[];
}

/** Cases written for the corpus (ids w-...) are reported apart from the public ones. */
export const groupOf = (c: CorpusCase) => (c.id.startsWith('w-') ? 'written' : 'public');
