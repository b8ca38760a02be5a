import { groundedIn } from './llm/grounding';
import type { EventDraft, Reading } from './model/draft';
import { readDocument, readPastedText } from './read-source';
import type { DocumentReading } from './read-source';
import { readIcs } from './readers/ics';
import type { TextReference } from './text/read-text';

/**
 * The assistant's CPU work, each kind with what it is given and what it answers: reading a
 * fetched document, pasted text or a linked calendar file, and checking a language model's answer
 * against the text. Each is a pure function of plain data, so it can run on a reading thread
 * (read-pool.ts): what goes in and out is copied between threads.
 */
export interface ReadJobs {
  document: { input: { body: string; mediaType: string; url: string; reference: TextReference }; output: DocumentReading };
  text: { input: { text: string; reference: TextReference }; output: Reading[] };
  calendar: { input: { body: string }; output: EventDraft | null };
  ground: { input: { text: string; draft: EventDraft; reference: TextReference }; output: EventDraft };
}
export type ReadJobKind = keyof ReadJobs;
export type ReadJob = { [K in ReadJobKind]: { kind: K } & ReadJobs[K]['input'] }[ReadJobKind];
export type ReadJobOf<K extends ReadJobKind> = Extract<ReadJob, { kind: K }>;

/** Runs one job where it is called (a reading thread, or a benchmark). */
export function runReadJob(job: ReadJob): ReadJobs[ReadJobKind]['output'] {
  switch (job.kind) {
    case 'document':
      return readDocument(job.body, job.mediaType, job.url, job.reference);
    case 'text':
      return readPastedText(job.text, job.reference);
    case 'calendar':
      return readIcs(job.body);
    case 'ground':
      return groundedIn(job.text, job.draft, job.reference);
  }
}
