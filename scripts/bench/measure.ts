export interface Timing {
  label: string;
  median: number;
  p95: number;
  p99: number;
  runs: number;
}

/** Times `runs` sequential calls of `call` after a short warm-up; sequential, so the figure is latency, not throughput. */
export async function timeCalls(label: string, call: () => Promise<void>, runs = 100): Promise<Timing> {
  for (let i = 0; i < 5; i += 1) {
    await call();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { label, median: at(0.5), p95: at(0.95), p99: at(0.99), runs };
}

export function printTimings(timings: Timing[], budgetMs: number): void {
  for (const t of timings) {
    const verdict = t.median <= budgetMs ? 'PASS' : 'OVER';
    console.log(`  ${t.label.padEnd(52)} median ${t.median.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms   p99 ${t.p99.toFixed(1).padStart(6)} ms   (${t.runs} runs)  budget ${budgetMs} ms ${verdict}`);
  }
}
