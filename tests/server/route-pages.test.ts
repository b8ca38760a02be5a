import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePageFor } from '../../server/http/route-pages';

/** `export const Name = lazyPage(() => import('../x/y'), ...)` in pages.ts: page name -> module. */
function pageModules(): Map<string, string> {
  const source = fs.readFileSync('web/app/pages.ts', 'utf8');
  const found = new Map<string, string>();
  for (const match of source.matchAll(/export const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g)) {
    const [, name = '', relative = ''] = match;
    found.set(name, `web/${relative.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}.tsx`);
  }
  return found;
}

/** Each `<Route path="..." element={<Pages.Name />}` of routes.tsx, with a sample value per parameter. */
function routes(): Array<{ path: string; page: string }> {
  const source = fs.readFileSync('web/app/routes.tsx', 'utf8');
  return [...source.matchAll(/<Route path="([^"*]+)" element=\{<Pages\.(\w+) \/>\}/g)]
    .map(([, path = '', page = '']) => ({ path: path.replace(/:\w+/g, 'SAMPLE1'), page }))
    .filter((route) => route.path !== '/');
}

describe('the server knows which page draws each address', () => {
  it('names, for every route of the web app, the module the route table loads for it', () => {
    const modules = pageModules();
    const table = routes();
    expect(table.length).toBeGreaterThan(15);
    for (const route of table) {
      const module = modules.get(route.page);
      expect(module && fs.existsSync(module), `${route.page} has a module`).toBe(true);
      expect([route.path, routePageFor(route.path)?.module]).toEqual([route.path, module]);
    }
  });

  it('has no page for the landing page (its own light entry) or an unknown address', () => {
    expect(routePageFor('/')).toBeNull();
    expect(routePageFor('/no/such/page')).toBeNull();
    expect(routePageFor('/home/')?.module).toBe('web/features/home/home-page.tsx');
  });
});
