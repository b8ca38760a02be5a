import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { chooseCoding } from '../http/accept-encoding';
import type { Coding } from '../http/accept-encoding';

/** The file name suffix of each coding's precompressed copy (written by scripts/precompress-dist.ts). */
export const CODING_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** The built file a request path names inside `root`, or null (outside it, a dotfile, or no such file). */
function builtFile(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) {
    return null;
  }
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) {
    return null;
  }
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/** The copies of `file` on disk, leaving out any older than the file itself (it changed since the build). */
function codingsOnDisk(file: string): Coding[] {
  const changedAt = fs.statSync(file).mtimeMs;
  return (Object.keys(CODING_SUFFIX) as Coding[]).filter((coding) => {
    const copy = fs.statSync(file + CODING_SUFFIX[coding], { throwIfNoEntry: false });
    return copy !== undefined && copy.mtimeMs >= changedAt;
  });
}

/**
 * Serves the brotli or gzip copy of a built file, made at build time at the highest settings, to
 * a client that accepts it, with `Vary: Accept-Encoding` and the original's type. Files without
 * copies (images), clients that take neither, and anything but GET and HEAD go on to the plain
 * static files. `cacheControl` gives each URL path its Cache-Control.
 */
export function precompressedFiles(staticDir: string, cacheControl: (urlPath: string) => string): RequestHandler {
  const root = path.resolve(staticDir);
  return (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const file = builtFile(root, req.path);
    const codings = file ? codingsOnDisk(file) : [];
    if (!file || codings.length === 0) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    const coding = chooseCoding(req.headers['accept-encoding'], codings);
    if (!coding) {
      next();
      return;
    }
    res.setHeader('Content-Encoding', coding);
    res.setHeader('Cache-Control', cacheControl(req.path));
    res.type(path.extname(file));
    res.sendFile(file + CODING_SUFFIX[coding], { cacheControl: false, dotfiles: 'allow' }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next(error);
      }
    });
  };
}
