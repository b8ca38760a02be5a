/** The current time, injected so tests can move it (token expiry, rate windows). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const isoAfter = (from: Date, ms: number): string => new Date(from.getTime() + ms).toISOString();
