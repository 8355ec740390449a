import type Router from '@koa/router';
import { type RouteSchema, routeSchemaOf } from '../http/validate.ts';

/** One route the API answers, as the router really registered it. */
export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path: `/api/reviews/{id}` for the router's `/api/reviews/:id`. */
  path: string;
  /** The `validate(schema)` of the route, when it has one: its input, exactly. */
  schema: RouteSchema | undefined;
  /** Names of the route's middleware (`adminOnly`, `requireUser`, `idempotency`, `limit`...). */
  middleware: string[];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `:name` segments of a koa path as OpenAPI `{name}`. */
function toOpenApiPath(koaPath: string): string {
  return koaPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** `"GET /api/reviews/{id}"`: how a route is named in the descriptions and in test messages. */
export function routeKey(route: Pick<RegisteredRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * Every route of a router with its methods (HEAD, which Koa adds to each GET, left out). Read
 * from the router's own stack, so a route added anywhere under it is listed without anyone
 * remembering to list it.
 */
export function registeredRoutes(router: Router): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const layer of router.stack) {
    if (typeof layer.path !== 'string') continue;
    for (const method of METHODS) {
      if (!layer.methods.includes(method)) continue;
      routes.push({
        method,
        path: toOpenApiPath(layer.path),
        schema: layer.stack.map(routeSchemaOf).find((schema) => schema !== undefined),
        middleware: layer.stack.map((middleware) => middleware.name),
      });
    }
  }
  return routes;
}
