/** React Router v7 behaviours, opted into now (and it silences the upgrade warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
