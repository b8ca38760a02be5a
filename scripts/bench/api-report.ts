/**
 * What npm run bench:api prints of its measurements (scripts/bench-api.ts): per size, each point's
 * throughput, latency and ratio to its limit, HTTP's floor and the measured ceiling, revalidations
 * and compression; then the issue 19 budgets with a verdict each.
 */
import { gzipSync } from 'node:zlib';
import type { HttpLoad } from './http-load';
import { median } from './median';
import type { EndpointTrace } from './statement-loop';

export interface Point {
  endpoint: string;
  connections: number;
  http: HttpLoad[];
  limit: number[];
  /** With --compare: the other checkout's server, measured right after this one at each round. */
  other: HttpLoad[];
}

export interface SizeResult {
  size: number;
  points: Point[];
  traces: Record<string, EndpointTrace>;
  revalidation: Record<string, number | null>;
  /** The same after a write elsewhere in the database: the stamp no longer holds, the hash of the answer decides. */
  revalidationAfterWrite: Record<string, number | null>;
  /** req/s at 10 connections with Accept-Encoding as a browser sends it (medians of the rounds). */
  compressed: Record<string, number[]>;
  /** A bare node:http server answering the same bytes, at 10 connections: HTTP's own floor here. */
  floor: Record<string, number>;
  /**
   * req/s at 10 connections, per round, of a bare node:http server running the endpoint's
   * statements and serialisation for each request (bare-http.ts startStatementServer): the ceiling
   * any Node endpoint doing that work reaches here, measured right after the app's run of the round.
   */
  ceiling: Record<string, number[]>;
}

export function printSize(result: SizeResult, rounds: number): void {
  console.log(`\n  ${result.size.toLocaleString('en-US')} events, medians of ${rounds} rounds:`);
  console.log(`  ${'endpoint'.padEnd(22)} conns   HTTP req/s   p50 ms   p99 ms   limit/s   HTTP/limit   errors`);
  for (const p of result.points) {
    const rps = median(p.http.map((h) => h.requestsPerSecond));
    const limit = median(p.limit);
    console.log(
      `  ${p.endpoint.padEnd(22)} ${String(p.connections).padStart(5)} ${rps.toFixed(0).padStart(12)} ${median(p.http.map((h) => h.p50)).toFixed(1).padStart(8)} ${median(p.http.map((h) => h.p99)).toFixed(1).padStart(8)} ${limit.toFixed(0).padStart(9)} ${`${((100 * median(p.http.map((h, i) => h.requestsPerSecond / (p.limit[i] ?? NaN))))).toFixed(0)}%`.padStart(12)} ${String(p.http.reduce((n, h) => n + h.errors, 0)).padStart(8)}`,
    );
  }
  for (const [label, rps] of Object.entries(result.floor)) {
    console.log(`  bare node:http answering the ${label}'s bytes (10 connections): ${rps.toFixed(0)} req/s`);
  }
  for (const label of Object.keys(result.ceiling)) {
    const ceiling = ceilingOf(result, label);
    if (ceiling) {
      console.log(
        `  the ${label}'s statements + JSON behind bare node:http (10 connections): ${ceiling.rate.toFixed(0)} req/s, ${(100 * ceiling.ofLimit).toFixed(0)}% of the limit (the ceiling here); the app at ${(100 * ceiling.appOfCeiling).toFixed(0)}% of it`,
      );
    }
  }
  for (const [label, ms] of Object.entries(result.revalidation)) {
    const after = result.revalidationAfterWrite[label];
    console.log(
      `  revalidation of ${label}: ${ms === null ? 'no ETag' : `${ms.toFixed(2)} ms median (304)`}; after a write elsewhere: ${after === undefined || after === null ? 'no ETag' : `${after.toFixed(2)} ms`}`,
    );
  }
  for (const [label, rates] of Object.entries(result.compressed)) {
    const plain = median(result.points.find((p) => p.endpoint === label && p.connections === 10)?.http.map((h) => h.requestsPerSecond) ?? []);
    console.log(`  ${label} at 10 connections asking for compression (Accept-Encoding: gzip, deflate, br): ${median(rates).toFixed(0)} req/s (uncompressed: ${plain.toFixed(0)})`);
  }
}

/**
 * The measured ceiling of an endpoint at 10 connections (medians over the rounds of the per-round
 * ratios): its rate, that rate over the round's limit, and the app's rate over it.
 */
function ceilingOf(result: SizeResult, label: string): { rate: number; ofLimit: number; appOfCeiling: number } | null {
  const rates = result.ceiling[label] ?? [];
  const point = result.points.find((p) => p.endpoint === label && p.connections === 10);
  if (!point || rates.length === 0) {
    return null;
  }
  return {
    rate: median(rates),
    ofLimit: median(rates.map((rate, i) => rate / (point.limit[i] ?? NaN))),
    appOfCeiling: median(rates.map((rate, i) => (point.http[i]?.requestsPerSecond ?? NaN) / rate)),
  };
}

/** With --compare: this server against the other checkout's, point by point (medians of the per-round ratios). */
export function printComparison(result: SizeResult): void {
  if (!result.points.some((p) => p.other.length > 0)) {
    return;
  }
  console.log(`\n  ${result.size.toLocaleString('en-US')} events, this checkout against --compare's, measured one after the other in every round:`);
  console.log(`  ${'endpoint'.padEnd(22)} conns   this req/s   that req/s   this/that   this p99   that p99`);
  for (const p of result.points) {
    const rate = (loads: HttpLoad[]) => median(loads.map((h) => h.requestsPerSecond));
    const ratio = median(p.http.map((h, i) => h.requestsPerSecond / (p.other[i]?.requestsPerSecond ?? NaN)));
    console.log(
      `  ${p.endpoint.padEnd(22)} ${String(p.connections).padStart(5)} ${rate(p.http).toFixed(0).padStart(12)} ${rate(p.other).toFixed(0).padStart(12)} ${`${(100 * ratio).toFixed(0)}%`.padStart(11)} ${median(p.http.map((h) => h.p99)).toFixed(0).padStart(10)} ${median(p.other.map((h) => h.p99)).toFixed(0).padStart(10)}`,
    );
  }
}

export function printBudgets(results: SizeResult[]): void {
  console.log('\nBudgets (SQLite, this machine):');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');
  for (const r of results) {
    for (const p of r.points.filter((point) => point.connections >= 10)) {
      const ratio = median(p.http.map((h, i) => h.requestsPerSecond / (p.limit[i] ?? NaN)));
      const ceiling = p.connections === 10 ? ceilingOf(r, p.endpoint) : null;
      const context = ceiling ? ` (its statements behind bare HTTP reach ${(100 * ceiling.ofLimit).toFixed(0)}% here)` : '';
      console.log(`  ${r.size.toLocaleString('en-US')} events, ${p.endpoint} at ${p.connections}: HTTP at ${(ratio * 100).toFixed(0)}% of its limit (>= 50%) ${verdict(ratio >= 0.5)}${context}`);
    }
    const list = r.traces['community list of 50'];
    if (list) {
      const gz = gzipSync(JSON.stringify(list.body)).length;
      console.log(`  ${r.size.toLocaleString('en-US')} events, list of 50: ${(list.bytes / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped (< 20 KB) ${verdict(list.bytes < 20_480)} raw, ${verdict(gz < 20_480)} on the wire`);
    }
    for (const [label, ms] of Object.entries(r.revalidation)) {
      console.log(`  ${r.size.toLocaleString('en-US')} events, revalidating ${label}: ${ms === null ? 'no ETag' : `${ms.toFixed(2)} ms (< 2 ms) ${verdict(ms < 2)}`}`);
    }
    const detail = r.points.find((p) => p.endpoint === 'detail' && p.connections === 100);
    if (detail) {
      const p99 = median(detail.http.map((h) => h.p99));
      console.log(`  ${r.size.toLocaleString('en-US')} events, detail at 100 connections: p99 ${p99.toFixed(0)} ms (< 150 ms) ${verdict(p99 < 150)}`);
    }
  }
  const [small, large] = results;
  if (small && large) {
    for (const p of large.points.filter((point) => point.connections === 10)) {
      const q = small.points.find((s) => s.endpoint === p.endpoint && s.connections === 10);
      const ratio = median(p.http.map((h) => h.requestsPerSecond)) / median(q?.http.map((h) => h.requestsPerSecond) ?? []);
      console.log(`  ${p.endpoint} at ${large.size.toLocaleString('en-US')} vs ${small.size.toLocaleString('en-US')} events (10 connections): ${(ratio * 100).toFixed(0)}% (>= 80%) ${verdict(ratio >= 0.8)}`);
    }
  }
}
