import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * Builds `module` as a second entry and names it in index.html before the app's own entry, with
 * `modulepreload` links for the chunks it imports. index.html's own module scripts would not do:
 * Vite joins them into one entry, which runs only once the whole app's first chunk has arrived.
 * A separate entry runs as soon as its few KB have, while the rest still downloads.
 */
export function earlyEntry(root: string, module: string): Plugin {
  const id = path.resolve(root, module);
  return {
    name: 'gather:early-entry',
    apply: 'build',
    config() {
      return { build: { rolldownOptions: { input: { index: path.resolve(root, 'index.html'), early: id } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === id);
        if (!entry) {
          throw new Error(`early-entry: no chunk was built for ${module}`);
        }
        const imported = new Set<string>();
        const collect = (fileNames: string[]): void => {
          for (const fileName of fileNames) {
            if (!imported.has(fileName)) {
              imported.add(fileName);
              collect(chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []);
            }
          }
        };
        collect(entry.imports);
        const tags: HtmlTagDescriptor[] = [...imported].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head-prepend',
        }));
        tags.push({ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${entry.fileName}` }, injectTo: 'head-prepend' });
        return tags;
      },
    },
  };
}
