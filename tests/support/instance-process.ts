import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { instanceMainScript } from './instance-bundle';

/** The job tables whose claims instance-main.ts reports (TEST_REPORT_CLAIMS=1). */
export type ClaimTable = 'mail_jobs' | 'push_deliveries';

/** One claim statement as an instance reported it. */
export interface Claim {
  table: ClaimTable;
  /** The claim's "now": rows due at or before it could be taken. */
  now: number;
  /** Most rows it could take: fewer taken means every due row it could lock was taken. */
  limit: number;
  /** When its answer came back. */
  at: number;
  rows: { id: number; attempt: number }[];
}

/** Rows an instance's heartbeat freed: held by an instance that stopped beating, due again from `now`. */
export interface Freed {
  table: ClaimTable;
  now: number;
  at: number;
  ids: number[];
}

/** One line of an instance's job log (server/queue/job-outcome.ts). */
export interface JobLine {
  kind: string;
  id: number;
  attempt: number;
  outcome: string;
  at: number;
}

/** An app instance in its own process (tests/support/instance-main.ts), and what it printed. */
export interface InstanceProcess {
  child: ChildProcess;
  port: number;
  claims: Claim[];
  freed: Freed[];
  jobs: JobLine[];
  exited: Promise<void>;
}

const KIND_OF: Record<ClaimTable, string> = { mail_jobs: 'mail', push_deliveries: 'push' };

/** Starts an instance with `env` and reads its output: READY, CLAIMED lines and the JSON job log. */
export function startInstanceProcess(env: NodeJS.ProcessEnv): Promise<InstanceProcess> {
  const child = spawn(process.execPath, [instanceMainScript()], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const instance: Omit<InstanceProcess, 'port'> = { child, claims: [], freed: [], jobs: [], exited: new Promise((resolve) => child.once('exit', () => resolve())) };
  return new Promise((resolve, reject) => {
    let rest = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const ready = /^READY http:\/\/localhost:(\d+)/.exec(line);
        const claim = /^CLAIMED (mail_jobs|push_deliveries) (\S+) (\d+) (\d+) ?([\d:,]*)$/.exec(line);
        if (ready?.[1]) {
          resolve({ ...instance, port: Number(ready[1]) });
        } else if (claim) {
          const rows = (claim[5] ?? '')
            .split(',')
            .filter(Boolean)
            .map((pair) => ({ id: Number(pair.split(':')[0]), attempt: Number(pair.split(':')[1]) }));
          instance.claims.push({ table: claim[1] as ClaimTable, now: Date.parse(claim[2] ?? ''), limit: Number(claim[3]), at: Number(claim[4]), rows });
        } else if (/^FREED /.test(line)) {
          const [, table = '', now = '', at = '', ids = ''] = line.split(' ');
          instance.freed.push({ table: table as ClaimTable, now: Date.parse(now), at: Number(at), ids: ids.split(',').map(Number) });
        } else if (line.startsWith('{') && line.includes('"job":')) {
          const entry = JSON.parse(line) as { time: string; job: Omit<JobLine, 'at'> };
          instance.jobs.push({ ...entry.job, at: Date.parse(entry.time) });
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${String(code)} before it was ready`)));
  });
}

/**
 * What an instance held: each row it claimed (id -> the attempt its claim counted) for which it
 * logged no outcome of that attempt. For a killed instance: its jobs in flight when it died.
 */
export function heldBy(instance: InstanceProcess, table: ClaimTable): Map<number, number> {
  const finished = new Set(instance.jobs.filter((j) => j.kind === KIND_OF[table]).map((j) => `${j.id}:${j.attempt}`));
  const held = new Map<number, number>();
  for (const claim of instance.claims.filter((c) => c.table === table)) {
    for (const row of claim.rows) {
      if (finished.has(`${row.id}:${row.attempt}`)) {
        held.delete(row.id);
      } else {
        held.set(row.id, row.attempt);
      }
    }
  }
  return held;
}

/**
 * When a survivor's heartbeat freed a row another instance held, if one did: the time the row was
 * made due from (the freeing's "now"), and when the freeing's answer came back. The row is visible
 * to other claims only once the freeing committed, which is at the latest that answer.
 */
export function freedAt(survivors: readonly InstanceProcess[], table: ClaimTable, id: number): { dueFrom: number; visibleBy: number } | undefined {
  const freeings = survivors
    .flatMap((s) => s.freed)
    .filter((f) => f.table === table && f.ids.includes(id))
    .sort((a, b) => a.now - b.now);
  const first = freeings[0];
  return first ? { dueFrom: first.now, visibleBy: first.at } : undefined;
}

/**
 * Who took over a row another instance held, once it was due again and visible to claims at
 * `visibleBy` (freed and committed, or its lease ended): the first of `claims` to take it at the
 * next attempt, and the claims made before it, begun after `visibleBy`, that had room for it (took
 * fewer rows than their limit, answered before that claim began) and left it: there should be none.
 */
export function takeOver(claims: readonly Claim[], table: ClaimTable, id: number, heldAttempt: number, visibleBy: number): { by: Claim | undefined; passedOver: Claim[] } {
  const ofTable = claims.filter((c) => c.table === table).sort((a, b) => a.now - b.now);
  const by = ofTable.find((c) => c.rows.some((r) => r.id === id && r.attempt === heldAttempt + 1));
  const passedOver = by ? ofTable.filter((c) => c.now >= visibleBy && c.at < by.now && c.rows.length < c.limit) : [];
  return { by, passedOver };
}
