import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The shape of a built dist/ (index.html, hashed assets with their precompressed copies, the manifest), small. */
export interface FakeBuild {
  dir: string;
  /** A hashed script, with .br and .gz copies. */
  script: string;
  /** Its text, for comparing what a client decodes. */
  scriptText: string;
  remove(): void;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Gather: communities, events, RSVPs and discussions in one place, even offline at the venue."
    />
    <title>Gather</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-start-A1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_app-start-A1.js'] },
  '_app-start-A1.js': { file: 'assets/app-start-A1.js' },
  'web/app/full-app.tsx': { file: 'assets/full-app-F1.js', isDynamicEntry: true, imports: ['_app-start-A1.js'] },
  'web/app/layout/app-layout.tsx': { file: 'assets/app-layout-L2.js', isDynamicEntry: true, imports: ['_ionic-app-I1.js'] },
  '_ionic-app-I1.js': { file: 'assets/ionic-app-I1.js', imports: ['_app-start-A1.js'], css: ['assets/ionic-app-I1.css'] },
  'web/app/layout/signed-in-frame.tsx': { file: 'assets/signed-in-frame-S1.js', isDynamicEntry: true, imports: ['_ionic-app-I1.js'] },
  'web/features/home/home-page.tsx': { file: 'assets/home-page-H1.js', isDynamicEntry: true, imports: ['_shared-X1.js'] },
  'web/features/auth/pages/login-page.tsx': { file: 'assets/login-page-L1.js', isDynamicEntry: true, imports: ['_shared-X1.js'] },
  'web/features/invitations/join-event-page.tsx': { file: 'assets/join-event-page-J1.js', isDynamicEntry: true },
  '_shared-X1.js': { file: 'assets/shared-X1.js' },
};

/** Writes a fake build to a temporary folder (the server serves it as STATIC_DIR). */
export function fakeBuild(): FakeBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const scriptText = `export const greeting = ${JSON.stringify('Hello from the app start chunk. '.repeat(200))};\n`;
  const script = '/assets/app-start-A1.js';
  const file = path.join(dir, script);
  fs.writeFileSync(file, scriptText);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(scriptText));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(scriptText));
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n'.repeat(40));
  fs.writeFileSync(path.join(dir, 'sw.js.br'), zlib.brotliCompressSync(fs.readFileSync(path.join(dir, 'sw.js'))));
  fs.writeFileSync(path.join(dir, 'icons', 'icon-512.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { dir, script, scriptText, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
