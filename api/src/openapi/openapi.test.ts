import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../http/validate.ts';
import { createApiRouter } from '../routes/index.ts';
import { AnswerValidator } from './answerValidator.ts';
import { buildOpenApiDocument } from './buildDocument.ts';
import { json } from './describe.ts';
import { allOperations } from './descriptions/index.ts';
import { registeredRoutes, routeKey } from './routeTable.ts';

const routes = registeredRoutes(createApiRouter());
const document = buildOpenApiDocument(createApiRouter());

describe('the OpenAPI document', () => {
  it('describes every route the API registers (add the missing ones to api/src/openapi/descriptions/)', () => {
    const missing = routes.map(routeKey).filter((key) => !allOperations[key]);
    expect(missing, `Routes without a description: ${missing.join(', ')}`).toEqual([]);
    expect(routes.length).toBeGreaterThan(70);
  });

  it('describes no route the API does not have', () => {
    const registered = new Set(routes.map(routeKey));
    const stale = Object.keys(allOperations).filter((key) => !registered.has(key));
    expect(stale, `Descriptions of routes that do not exist: ${stale.join(', ')}`).toEqual([]);
  });

  it('lists each route under its method and path', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const route of routes) {
      const item = document.paths?.[route.path] as Record<string, unknown> | undefined;
      expect(item?.[route.method.toLowerCase()], routeKey(route)).toBeDefined();
    }
  });

  it('takes each route’s input from the schema that validates it', () => {
    const search = document.paths?.['/api/companies/search']?.get;
    expect(search?.parameters).toContainEqual(
      expect.objectContaining({
        in: 'query',
        name: 'q',
        schema: expect.objectContaining({ maxLength: 200 }),
      }),
    );
    expect(search?.parameters).toContainEqual(
      expect.objectContaining({
        in: 'query',
        name: 'limit',
        schema: expect.objectContaining({ maximum: 20 }),
      }),
    );
    const post = document.paths?.['/api/companies/domain/{domain}/reviews']?.post;
    expect(post?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'domain', required: true }),
    );
    expect(post?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
    );
    const body = post?.requestBody as {
      content: Record<string, { schema: { properties: object } }>;
    };
    expect(Object.keys(body.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'content', 'rating', 'isComplaint', 'type']),
    );
    expect(document.paths?.['/api/admin/companies']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths?.['/api/auth/login']?.post?.responses?.['429']).toBeDefined();
  });

  it('compiles every answer schema', () => {
    const validator = new AnswerValidator(document);
    for (const route of routes) {
      const item = (document.paths?.[route.path] ?? {}) as Record<string, { responses: object }>;
      const operation = item[route.method.toLowerCase()];
      for (const status of Object.keys(operation?.responses ?? {})) {
        if (!/^\d+$/.test(status)) continue;
        // A body of the wrong kind fails (or is accepted where no body is described) without
        // throwing: every schema compiled.
        expect(() =>
          validator.check({
            method: route.method,
            path: route.path.replace(/\{[^}]+\}/g, '1'),
            status: Number(status),
            contentType: 'application/json',
            body: 12,
          }),
        ).not.toThrow();
      }
    }
  });
});

describe('AnswerValidator', () => {
  const router = new Router({ prefix: '/api' });
  router.get('/things/stats', (ctx) => {
    ctx.body = {};
  });
  router.get('/things/:id', validate(z.object({ params: z.object({ id: z.string() }) })), (ctx) => {
    ctx.body = {};
  });
  const thing = z.object({ id: z.number().int(), name: z.string().nullable() });
  const validator = new AnswerValidator(
    buildOpenApiDocument(router, {
      'GET /api/things/stats': {
        tag: 'Things',
        summary: 'Stats',
        responses: { 200: json(z.object({ total: z.number() }), 'Counts') },
      },
      'GET /api/things/{id}': {
        tag: 'Things',
        summary: 'A thing',
        responses: { 200: json(thing, 'The thing') },
      },
    }),
  );
  const answer = (path: string, status: number, body: unknown) => ({
    method: 'GET',
    path,
    status,
    contentType: 'application/json; charset=utf-8',
    body,
  });

  it('accepts a described answer, and fields the document does not name yet', () => {
    expect(validator.check(answer('/api/things/7', 200, { id: 7, name: null }))).toBeUndefined();
    expect(
      validator.check(answer('/api/things/7', 200, { id: 7, name: 'x', extra: true })),
    ).toBeUndefined();
  });

  it('names the route and the field of a body that does not match', () => {
    expect(validator.check(answer('/api/things/7', 200, { id: '7', name: 'x' }))).toBe(
      'GET /api/things/{id} → 200: the body does not match the document: /id must be integer',
    );
    expect(validator.check(answer('/api/things/7', 200, { id: 7 }))).toMatch(
      /must have required property 'name'/,
    );
  });

  it('prefers a literal segment to a parameter', () => {
    expect(validator.check(answer('/api/things/stats', 200, { total: 1 }))).toBeUndefined();
    expect(validator.check(answer('/api/things/stats', 200, { id: 1, name: null }))).toMatch(
      /things\/stats → 200.*total/,
    );
  });

  it('refuses a status the document does not describe, and checks errors as { message }', () => {
    expect(validator.check(answer('/api/things/7', 201, { id: 7, name: null }))).toBe(
      'GET /api/things/{id} → 201: the document describes no such status',
    );
    expect(validator.check(answer('/api/things/7', 404, { message: 'Not found' }))).toBeUndefined();
    expect(validator.check(answer('/api/things/7', 404, { error: 'x' }))).toMatch(
      /→ 404: the body does not match.*message/,
    );
  });

  it('refuses a body of another media type than described', () => {
    expect(
      validator.check({ ...answer('/api/things/7', 200, '<p>'), contentType: 'text/html' }),
    ).toMatch(/answered text\/html, the document says application\/json/);
  });

  it('leaves alone what the document does not cover', () => {
    expect(validator.check(answer('/api/unknown', 404, { message: 'Not found' }))).toBeUndefined();
    expect(
      validator.check({ ...answer('/api/things/7', 200, {}), method: 'DELETE' }),
    ).toBeUndefined();
  });
});
