import fs from 'node:fs';

const GROUP_AND_OTHERS = 0o077;

/**
 * Takes every right of group and others away from a file or folder that still grants one (the data
 * folder's secrets are the server user's alone). `mode` spares a stat the caller already made.
 */
export function narrowToOwner(file: string, mode = fs.statSync(file).mode): void {
  if ((mode & GROUP_AND_OTHERS) !== 0) {
    fs.chmodSync(file, mode & 0o7777 & ~GROUP_AND_OTHERS);
  }
}
