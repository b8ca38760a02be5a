import path from 'node:path';
import type { ParseEventResponse } from '@contracts/parse/schemas';
import type { Price } from '../../server/features/parse/model/draft';
import { mergeReadings } from '../../server/features/parse/model/merge';
import { answerFor } from '../../server/features/parse/present';
import { readDocument, readPastedText } from '../../server/features/parse/read-source';
import type { CorpusCase } from './assistant-corpus';

const MEDIA: Record<string, string> = { '.ics': 'text/calendar', '.html': 'text/html', '.htm': 'text/html' };

/**
 * A case read as POST /events/parse-from-url reads it, with no network and no language model: the
 * same readers, the same merge and the same final step (a "nothing found" answer scores as nothing
 * found). The price is the draft's numbers, and only when the answer is a success.
 */
export function readCase(c: CorpusCase, body: string): { answer: ParseEventResponse; price: Price | undefined; ms: number } {
  const reference = { instant: new Date(c.reference_time), zone: c.time_zone };
  const started = performance.now();
  const readings =
    c.kind === 'text'
      ? readPastedText(body, reference)
      : readDocument(body, c.kind === 'ics' ? 'text/calendar' : (MEDIA[path.extname(c.file)] ?? 'text/html'), `https://corpus.example/${c.id}`, reference).readings;
  const merged = mergeReadings(readings);
  const answer = answerFor(merged, c.time_zone);
  return { answer, price: answer.success ? merged.draft.price : undefined, ms: performance.now() - started };
}
