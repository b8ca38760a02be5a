/**
 * Event assistant quality (issue 16): runs the readers the API uses over the event-import corpus
 * (real event pages, calendar files and announcement texts with the expected fields) and prints,
 * per source kind and for the public and the written cases separately, the share of cases whose
 * title, start, end, location and price are right. No network and no language model: the rules
 * alone, as on an install without an AI key. Usage: npm run bench:assistant [-- --verbose]
 * [-- --without-held-out] (the issue 28 held-out set is scored only to measure a finished change).
 */
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir, groupOf, loadCorpus } from './bench/assistant-corpus';
import { readCase } from './bench/assistant-read';
import type { CorpusCase } from './bench/assistant-corpus';
import { FIELDS, scoreCase } from './bench/assistant-score';
import type { Field } from './bench/assistant-score';
import { UNSEEN_DEV_CASES } from '../tests/server/parse/unseen-dev-cases';
import { UNSEEN_HELD_OUT_CASES } from '../tests/server/parse/unseen-held-out-cases';
import { OWN_CASES } from '../tests/server/parse/own-cases';
import type { OwnCase } from '../tests/server/parse/own-cases';

const root = path.resolve(import.meta.dirname, '..');
const dir = corpusDir(root);
const cases = loadCorpus(dir);
const verbose = process.argv.includes('--verbose');
const withoutHeldOut = process.argv.includes('--without-held-out');

/** A case as the API reads it (the final "nothing found" step included). */
const run = (c: CorpusCase, inline?: string) => readCase(c, inline ?? fs.readFileSync(path.join(dir, c.file), 'utf8'));

type Tally = Record<Field, { right: number; scored: number }>;
const tally = (): Tally => Object.fromEntries(FIELDS.map((f) => [f, { right: 0, scored: 0 }])) as Tally;
const rows = new Map<string, Tally>();
const add = (key: string, score: Partial<Record<Field, boolean>>) => {
  const t = rows.get(key) ?? tally();
  for (const field of FIELDS) {
    const value = score[field];
    if (value !== undefined) {
      t[field].scored += 1;
      t[field].right += value ? 1 : 0;
    }
  }
  rows.set(key, t);
};

const STRUCTURED = new Set(['jsonld', 'microdata', 'rdfa', 'hevent', 'ics']);
const times: number[] = [];
const inline = (group: string, own: OwnCase[]) =>
  own.map((c): [CorpusCase, string, string] => [{ ...c, file: `${c.id}.inline`, source: 'gather team', kind: c.kind }, c.body, group]);
// The shared corpus, then the team's own cases (tests/server/parse/own-cases.ts), written after the
// rules, and issue 28's two sets, written before its changes: one to work on, one held out.
const teamGroups: [string, OwnCase[]][] = [
  ['own', OWN_CASES],
  ['unseen-dev', UNSEEN_DEV_CASES],
  ...(withoutHeldOut ? [] : [['unseen-held-out', UNSEEN_HELD_OUT_CASES] as [string, OwnCase[]]]),
];
const all: [CorpusCase, string | undefined, string][] = [
  ...cases.map((c): [CorpusCase, undefined, string] => [c, undefined, groupOf(c)]),
  ...teamGroups.flatMap(([group, own]) => inline(group, own)),
];
for (const [c, inline, group] of all) {
  const { answer, price, ms } = run(c, inline);
  times.push(ms);
  const score = scoreCase(c, answer, price);
  add(`${group} ${c.kind}`, score);
  add(`${group} ${STRUCTURED.has(c.kind) ? 'ALL structured pages' : c.kind === 'text' ? 'ALL plain texts' : 'ALL other pages'}`, score);
  if (group === 'public' || group === 'written') {
    add(`corpus ${STRUCTURED.has(c.kind) ? 'ALL structured pages' : c.kind === 'text' ? 'ALL plain texts' : 'ALL other pages'}`, score);
  }
  const wrong = FIELDS.filter((f) => score[f] === false);
  if (verbose && wrong.length > 0 && group !== 'unseen-held-out') {
    console.log(`${c.id}: wrong ${wrong.join(', ')}`);
    console.log(`   got ${JSON.stringify({ title: answer.title, start: answer.start_datetime ?? answer.start_date, end: answer.end_datetime ?? answer.end_date, location: answer.location, price })}`);
    console.log(`  want ${JSON.stringify(c.expected)}`);
  }
}

const pct = (t: { right: number; scored: number }) => (t.scored === 0 ? '    -' : `${String(Math.round((100 * t.right) / t.scored)).padStart(4)}%`);
const teamCount = teamGroups.reduce((n, [, own]) => n + own.length, 0);
console.log(`\nEvent assistant on ${cases.length} corpus cases (${dir}) and ${teamCount} of the team's own; rules only, no language model.`);
console.log('Share right per field (cases scored in brackets where a field is not scored for every case).\n');
console.log(`${'group / kind'.padEnd(34)}${'cases'.padStart(6)}${FIELDS.map((f) => f.padStart(12)).join('')}`);
const order = [...rows.keys()].sort((a, b) => (a.includes('ALL') === b.includes('ALL') ? a.localeCompare(b) : a.includes('ALL') ? 1 : -1));
for (const key of order) {
  const t = rows.get(key) ?? tally();
  const n = Math.max(...FIELDS.map((f) => t[f].scored));
  console.log(`${key.padEnd(34)}${String(n).padStart(6)}${FIELDS.map((f) => `${pct(t[f])} (${String(t[f].scored).padStart(2)})`.padStart(12)).join('')}`);
}
times.sort((a, b) => a - b);
console.log(`\nRead time per case: median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]?.toFixed(1)} ms.`);
console.log('Targets (issue 28): structured pages >= 95% title and start; plain texts written after issue 28 >= 85% title and start, >= 75% location.');
