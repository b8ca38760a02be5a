import { readPath } from '../api/api-path.ts';

/** The signed-in user's address, read first on every screen of a stored session (web/early.ts). */
export const ME_PATH = readPath('/auth/me');
