import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Share of busy (non-idle) time per group: knex, better-sqlite3, express, our code, JSON, Node's HTTP, GC... */
  byGroup: [string, number][];
  /** Share of busy (non-idle) time per area: a package, our code by folder, Node itself, GC. */
  byArea: [string, number][];
  /** The functions with the most self time, as a share of busy time. */
  topFunctions: [string, number][];
  busyMs: number;
}

/** Where a function lives: a package under node_modules, a folder of ours, or Node's internals. */
function areaOf(url: string, name: string): string {
  if (!url) {
    return name.startsWith('(') ? name : '(native)';
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) {
    return pkg[1];
  }
  const ours = /\/(server\/[^/]+(?:\/[^/]+)?)\//.exec(url);
  if (ours?.[1]) {
    return ours[1];
  }
  if (url.startsWith('node:')) {
    return 'node internals';
  }
  return url.includes('/server/') ? 'server' : 'other';
}

/** Express and the packages it is made of (its router, its request and response helpers). */
const EXPRESS = new Set(['express', 'router', 'path-to-regexp', 'finalhandler', 'on-finished', 'send', 'type-is', 'content-type', 'accepts', 'negotiator', 'mime-types', 'vary', 'parseurl', 'encodeurl', 'escape-html', 'proxy-addr', 'forwarded', 'fresh', 'etag', 'qs', 'body-parser', 'raw-body', 'depd', 'debug', 'cookie', 'statuses', 'range-parser', 'http-errors', 'merge-descriptors', 'content-disposition', 'utils-merge', 'setprototypeof', 'ee-first', 'unpipe']);
const JSON_NATIVES = new Set(['stringify', 'parse', 'JSONSerialize', 'JsonStringify', 'JsonParse']);
const SQLITE_NATIVES = /^(prepare|all|get|run|iterate|pluck|raw|expand|bind|exec|pragma)$/;
/** Our functions that only hand work to SQLite or V8's JSON (server/db-read.ts, server/http/conditional-get.ts). */
const HANDED_ON: Record<string, string> = { runPrepared: 'better-sqlite3', jsonText: 'JSON' };
const SQLITE_CALLERS = /node_modules\/better-sqlite3\/|node_modules\/knex\/lib\/dialects\/better-sqlite3|server\/db-read\.ts/;

/**
 * The group a sample's self time counts for: the packages the issue names (knex, better-sqlite3,
 * express), our own code (server/), JSON (V8's stringify and parse), Node's internals (HTTP, streams,
 * crypto), garbage collection, other packages by name. A native function (no script of its own)
 * counts for what called it; better-sqlite3's C++ (prepare, all, get, run), called from our
 * db-read.ts or knex's dialect, is better-sqlite3's time.
 */
function groupOf(node: ProfileNode, parentOf: Map<number, ProfileNode>): string {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (JSON_NATIVES.has(functionName)) {
      return 'JSON';
    }
    if (functionName === '(garbage collector)') {
      return 'GC';
    }
    if (functionName.startsWith('(')) {
      return functionName;
    }
    const caller = parentOf.get(node.id);
    if (SQLITE_NATIVES.test(functionName) && SQLITE_CALLERS.test(caller?.callFrame.url ?? '')) {
      return 'better-sqlite3';
    }
    return caller ? groupOf(caller, parentOf) : '(native)';
  }
  const area = areaOf(url, functionName);
  const handedOn = HANDED_ON[functionName];
  if (handedOn && area.startsWith('server')) {
    return handedOn;
  }
  if (EXPRESS.has(area)) {
    return 'express';
  }
  if (area.startsWith('server')) {
    return 'our code';
  }
  if (area === 'node internals') {
    return 'node (http, streams, crypto)';
  }
  return area;
}

/**
 * Self time per group, area and function from a V8 .cpuprofile (written by node --cpu-prof). With
 * `window` (microseconds of the monotonic clock, as process.hrtime reads it), only the samples taken
 * meanwhile: the load, without the server's start (loading and compiling modules).
 */
export function summarizeProfile(file: string, top = 15, window?: { fromUs: number; toUs: number }): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (!window || (at >= window.fromUs && at <= window.toUs)) {
      selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
    }
  });
  if (window && selfUs.size === 0) {
    throw new Error(`no samples of ${file} fall within the load (${window.fromUs}-${window.toUs} µs; the profile runs from ${profile.startTime} µs)`);
  }
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parentOf.set(child, node);
    }
  }
  const groups = new Map<string, number>();
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') {
      continue;
    }
    busy += us;
    const { url, functionName, lineNumber } = node.callFrame;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const group = groupOf(node, parentOf);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|scripts)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const share = (entries: Map<string, number>) =>
    [...entries].sort((a, b) => b[1] - a[1]).map(([name, us]) => [name, us / busy] as [string, number]);
  return { byGroup: share(groups), byArea: share(areas), topFunctions: share(functions).slice(0, top), busyMs: busy / 1000 };
}

export function printProfile(label: string, summary: ProfileSummary): void {
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)}%`;
  console.log(`\n  CPU profile: ${label} (${summary.busyMs.toFixed(0)} ms busy)`);
  console.log(`    by group: ${summary.byGroup.slice(0, 10).map(([group, x]) => `${group} ${pct(x).trim()}`).join(' · ')}`);
  console.log(`    by area:  ${summary.byArea.slice(0, 12).map(([area, x]) => `${area} ${pct(x).trim()}`).join(' · ')}`);
  for (const [name, x] of summary.topFunctions) {
    console.log(`    ${pct(x)}  ${name}`);
  }
}
