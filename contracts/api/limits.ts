/** What every route that looks an invite code up answers past its limit (server/http/rate-limits.ts). */
export const CODE_LOOKUP_LIMITED = {
  description:
    '`rate_limited`: "Too many invite codes tried. Please wait N minutes and try again.", with `Retry-After`. Per client address, across every route that takes an invite code: 20 unknown codes (404) in 15 minutes, or 300 lookups of any outcome.',
} as const;
