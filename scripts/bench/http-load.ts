import autocannon from 'autocannon';

export interface HttpLoad {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon with `connections` clients (one request in flight each) against `url` for `seconds`. */
export async function httpLoad(url: string, token: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<HttpLoad> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { Authorization: `Bearer ${token}`, ...headers } });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
