import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { areas } from '@inkspell/contracts/areas';

const root = path.resolve(import.meta.dirname, '../..');

/** What the inventory reads of a @koa/router Router: its layers' methods and full paths. */
interface RouterLike {
  stack: { methods: string[]; path: string | RegExp }[];
}

/**
 * Every route the services serve, as 'METHOD /path' with the router's own parameter names ('GET /api/stories/:id'),
 * read from the routers the services' apps mount (each services/<name>/src/routes/index.ts exports
 * `<name>Routers`). Building a router only keeps its deps for later, so a stand-in does. A route added to any
 * route table shows up here, and the scenarios that check their lists against this one fail until it is covered.
 * Imported by path at run time, so the e2e typecheck stays out of the services' sources (they have their own).
 */
export async function servedRoutes(): Promise<string[]> {
  const routers = await Promise.all(
    areas.map(async ({ service }) => {
      const file = path.join(root, 'services', service.name, 'src', 'routes', 'index.ts');
      const module = (await import(pathToFileURL(file).href)) as Record<string, (deps: unknown) => RouterLike[]>;
      const build = module[`${service.name}Routers`];
      if (!build) throw new Error(`${file} exports no ${service.name}Routers`);
      return build({ ports: {} });
    }),
  );
  const routes = routers
    .flat()
    .flatMap((router) => router.stack)
    .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path).replace(/(.)\/$/, '$1')}`));
  return [...new Set(routes)].sort();
}
