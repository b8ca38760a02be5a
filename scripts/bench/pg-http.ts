import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './api-server';
import type { ServerProcess } from './api-server';
import { printProfile, summarizeProfile } from './cpu-profile';
import { httpLoad } from './http-load';
import { median } from './median';

/** The production server's process on a benchmark's PostgreSQL schema, and what to load it with. */
export interface HttpTarget {
  dataDir: string;
  env: Record<string, string>;
  endpoints: Record<string, string>;
  token: string;
  seconds: number;
}

/** Checkouts whose servers are measured, by the suffix their labels take: '' for this one, a folder for another (--compare). */
export type Checkouts = Record<string, string | undefined>;

/**
 * Each endpoint of `target` at 10 connections against each checkout's server, all up at once on the
 * same schema, `rounds` times, every endpoint of every server within each round: on a shared
 * machine, what is compared is measured under the same load. Medians by label (endpoint + suffix).
 */
export async function loadRounds(target: HttpTarget, checkouts: Checkouts, rounds: number): Promise<Record<string, number>> {
  const servers: [string, ServerProcess][] = [];
  try {
    for (const [suffix, checkout] of Object.entries(checkouts)) {
      servers.push([suffix, await startServerProcess(target.dataDir, { env: target.env, ...(checkout ? { checkout } : {}) })]);
    }
    const samples = new Map<string, number[]>();
    // Warm: each statement past its fifth run on every connection of the pool, where PostgreSQL may settle on a generic plan.
    for (const [, server] of servers) {
      for (const route of Object.values(target.endpoints)) {
        await httpLoad(`${server.base}${route}`, target.token, 10, 1);
      }
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const [label, route] of Object.entries(target.endpoints)) {
        // Alternate which checkout goes first, so neither always follows the same neighbour.
        const order = round % 2 === 1 ? servers : [...servers].reverse();
        for (const [suffix, server] of order) {
          const load = await httpLoad(`${server.base}${route}`, target.token, 10, target.seconds);
          if (load.errors > 0) {
            console.log(`  ${label}${suffix}: ${load.errors} errors in round ${round}`);
          }
          samples.set(`${label}${suffix}`, [...(samples.get(`${label}${suffix}`) ?? []), load.requestsPerSecond]);
        }
      }
    }
    return Object.fromEntries([...samples].map(([label, xs]) => [label, median(xs)]));
  } finally {
    for (const [, server] of servers) {
      await server.stop();
    }
  }
}

/** "a: x% of b" for two labels of `rates`. */
export function compareLine(rates: Record<string, number>, a: string, b: string): string {
  return `${a} / ${b}: ${((100 * (rates[a] ?? NaN)) / (rates[b] ?? NaN)).toFixed(0)}%`;
}

/** --profile: each endpoint at 10 connections against a server of its own writing a CPU profile, summarized over the load only. */
export async function profileEndpoints(target: HttpTarget, checkouts: Checkouts, size: number): Promise<void> {
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  for (const [suffix, checkout] of Object.entries(checkouts)) {
    for (const [label, route] of Object.entries(target.endpoints)) {
      const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-cpu-prof-'));
      const server = await startServerProcess(target.dataDir, { env: target.env, cpuProfileDir: profileDir, ...(checkout ? { checkout } : {}) });
      let rate = NaN;
      let during = { fromUs: 0, toUs: 0 };
      try {
        await httpLoad(`${server.base}${route}`, target.token, 10, 1);
        const fromUs = nowUs();
        rate = (await httpLoad(`${server.base}${route}`, target.token, 10, Math.max(target.seconds, 5))).requestsPerSecond;
        during = { fromUs, toUs: nowUs() };
      } finally {
        await server.stop();
      }
      const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
      if (file) {
        const kept = path.join(os.tmpdir(), `gather-pg-${size}-${`${label}${suffix}`.replace(/\W+/g, '-')}.cpuprofile`);
        fs.copyFileSync(path.join(profileDir, file), kept);
        printProfile(`${label}${suffix} at ${size.toLocaleString('en-US')} events on PostgreSQL, ${rate.toFixed(0)} req/s (${kept})`, summarizeProfile(kept, 15, during));
      }
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
  }
}
