import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon with `connections` concurrent clients against one URL for `seconds`. */
export async function loadTest(label: string, url: string, token: string, connections = 50, seconds = 5): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { Authorization: `Bearer ${token}` },
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printLoad(results: LoadResult[]): void {
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(52)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`,
    );
  }
}
