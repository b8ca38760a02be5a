/** The service worker's global scope, typed once for every module of the worker. */
export const worker = self as unknown as ServiceWorkerGlobalScope;
