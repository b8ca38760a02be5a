/** What an argon2id hash costs: memory in KiB and passes (one lane). Set in config; features/auth/secrets.ts hashes with it. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline, every server's cost: 19 MiB, 2 passes, 1 lane (10 to 30 ms on this machine). */
export const OWASP_PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };
