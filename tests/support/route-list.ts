import type { Express } from 'express';

interface LayerLike {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
}

/** Every route the app answers, as "METHOD /path" with Express parameter names, read from the router stack. */
export function listRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path === '/' && prefix ? '/' : layer.route.path}`;
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== '_all') {
            found.push(`${method.toUpperCase()} ${path}`);
          }
        }
      } else if (layer.handle?.stack) {
        const raw = typeof layer.rawPath === 'string' ? layer.rawPath : '';
        walk(layer.handle.stack, raw === '/' ? prefix : `${prefix}${raw}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
  return found;
}
