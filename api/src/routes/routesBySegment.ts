import Router from '@koa/router';
import type { Middleware } from 'koa';

/**
 * `api.routes()`, split by the path's first word after `/api` (`companies`, `users`, `admin`,
 * ...): a request is tested only against the routes that start with its word. @koa/router tests
 * every route's pattern on every request, and the API has 120 of them, 65 of them the admin's:
 * matching was a fifth of the CPU a cheap read spent in Koa (issue 12). The routes stay in
 * `api`, which the API description and `allowedMethods` read; this only dispatches.
 *
 * Every API route starts with a fixed word (REST's resource name): a route that does not
 * (`/api/:anything`) would have to be tested on every request, so it is refused at start.
 */
export function routesBySegment(api: Router): Middleware {
  const groups = new Map<string, Router>();
  for (const layer of api.stack) {
    const word = firstWord(String(layer.path), api.opts.prefix ?? '');
    let group = groups.get(word);
    if (!group) {
      group = new Router();
      groups.set(word, group);
    }
    // In `api`'s order: within a word, routes are tried exactly as `api.routes()` tries them.
    group.stack.push(layer);
  }
  // Typed for a router context (`params`, `router`), which the router adds itself.
  const dispatch = new Map(
    [...groups].map(([word, group]) => [word, group.routes() as unknown as Middleware]),
  );
  const prefix = `${api.opts.prefix ?? ''}/`;
  return (ctx, next) => {
    const routes = ctx.path.startsWith(prefix)
      ? dispatch.get(wordAfter(ctx.path, prefix.length))
      : undefined;
    return routes ? routes(ctx, next) : next();
  };
}

const FIXED_WORD = /^[A-Za-z0-9._~-]+$/;

function firstWord(path: string, prefix: string): string {
  const word = path.slice(prefix.length).split('/')[1] ?? '';
  if (!path.startsWith(`${prefix}/`) || !FIXED_WORD.test(word)) {
    throw new Error(`API route ${path} must start with a fixed word after ${prefix}/`);
  }
  // The routes' patterns ignore case (@koa/router's default), and so does the dispatch.
  return word.toLowerCase();
}

/** The word of a request path that starts at `start`: `/api/users/7`, 5 → `users`. */
function wordAfter(path: string, start: number): string {
  const end = path.indexOf('/', start);
  return path.slice(start, end === -1 ? undefined : end).toLowerCase();
}
