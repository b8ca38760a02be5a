/** The sentence a rate-limited request answers with (zod-free, so the web app can show the same words). */
export const tryAgainIn = (what: string, minutes: number): string =>
  `${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
