import { PRO_LIMIT_MULTIPLIER } from '@contracts/payments/schemas';

/**
 * How many times a member's per-member limits are raised: ten for Pro, one otherwise. Pro raises the
 * hourly invitation e-mail limit and the developer API rate limit (and nothing that protects others,
 * such as the daily cap per recipient address).
 */
export const limitMultiplierFor = (member: { is_pro: boolean }): number => (member.is_pro ? PRO_LIMIT_MULTIPLIER : 1);
