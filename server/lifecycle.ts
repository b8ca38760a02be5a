/** Whether this instance is still taking work, read by readiness and the request path. */
export interface Lifecycle {
  readonly draining: boolean;
  /** From now on readiness fails and responses close their connection: the balancer moves on. */
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
