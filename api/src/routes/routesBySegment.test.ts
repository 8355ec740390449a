import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRouter } from './index.ts';
import { routesBySegment } from './routesBySegment.ts';

function sampleApi(): Router {
  const api = new Router({ prefix: '/api' });
  api.get('/things/new', (ctx) => {
    ctx.body = { route: 'new thing' };
  });
  api.get('/things/:id', (ctx) => {
    ctx.body = { route: 'thing', id: ctx.params.id };
  });
  api.get('/users/:id', (ctx) => {
    ctx.body = { route: 'user', id: ctx.params.id };
  });
  api.get('/admin/things', (ctx) => {
    ctx.body = { route: 'admin things' };
  });
  return api;
}

/** Counts how often each route's pattern is tried. */
function countMatches(api: Router): Map<string, number> {
  const tried = new Map<string, number>();
  for (const layer of api.stack) {
    const match = layer.match.bind(layer);
    layer.match = (path: string) => {
      tried.set(String(layer.path), (tried.get(String(layer.path)) ?? 0) + 1);
      return match(path);
    };
  }
  return tried;
}

describe('routesBySegment', () => {
  const api = sampleApi();
  const tried = countMatches(api);
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = new Koa();
    app.use(routesBySegment(api));
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = { route: 'none' };
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers each path with the route api.routes() would, params and order kept', async () => {
    expect(await get('/api/things/new')).toEqual({ status: 200, body: { route: 'new thing' } });
    expect(await get('/api/things/7')).toEqual({
      status: 200,
      body: { route: 'thing', id: '7' },
    });
    expect(await get('/api/users/u1/')).toEqual({
      status: 200,
      body: { route: 'user', id: 'u1' },
    });
    expect((await get('/api/Users/u1')).body).toEqual({ route: 'user', id: 'u1' });
    expect((await get('/api/admin/things')).body).toEqual({ route: 'admin things' });
  });

  it('tries only the routes of the path’s first word', async () => {
    tried.clear();
    await get('/api/users/u1');
    expect([...tried.keys()]).toEqual(['/api/users/:id']);
    tried.clear();
    await get('/api/things/7');
    expect([...tried.keys()].sort()).toEqual(['/api/things/:id', '/api/things/new']);
  });

  it('passes on a path no word of the API starts, trying no route', async () => {
    tried.clear();
    expect((await get('/api/nothing/here')).status).toBe(404);
    expect((await get('/things/7')).status).toBe(404);
    expect((await get('/api')).status).toBe(404);
    expect(tried.size).toBe(0);
  });

  it('refuses a route whose first word is a parameter', () => {
    const loose = new Router({ prefix: '/api' });
    loose.get('/:anything', () => {});
    expect(() => routesBySegment(loose)).toThrow(/must start with a fixed word/);
  });

  it('accepts every route of the real API', () => {
    expect(() => routesBySegment(createApiRouter())).not.toThrow();
  });
});
