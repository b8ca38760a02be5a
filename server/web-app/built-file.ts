import fs from 'node:fs';

/**
 * A file of the build, read when first asked for and again only when it changes on disk (a new
 * `npm run build` under a running server); null while it does not exist.
 */
export function builtFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let value: T | null = null;
  let readAt = Number.NaN;
  return () => {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtime !== readAt) {
      readAt = mtime;
      value = mtime < 0 ? null : parse(fs.readFileSync(file, 'utf8'));
    }
    return value;
  };
}
