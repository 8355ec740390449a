import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TestClient } from '../test/testClient.ts';
import { errorHandler } from './errorHandler.ts';
import { inputOf, validate } from './validate.ts';

const ItemCreateSchema = z.object({
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
  body: z.object({
    title: z.string().trim().min(1, 'Title is required').max(255),
    rating: z.number().int().min(1).max(5),
  }),
});

describe('validate', () => {
  let client: TestClient;
  let close: () => void;

  beforeAll(async () => {
    const app = new Koa();
    app.context.log = pino({ level: 'silent' });
    const router = new Router();
    router.post('/items/:id', validate(ItemCreateSchema), (ctx) => {
      const input = inputOf(ctx, ItemCreateSchema);
      ctx.body = { id: input.params.id, title: input.body.title, dryRun: input.query.dryRun };
    });
    app.use(errorHandler).use(bodyParser()).use(router.routes());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    close = () => server.close();
  });
  afterAll(() => close());

  it('hands the parsed, trimmed input to the handler', async () => {
    const response = await client.post('/items/7?dryRun=true', { title: '  Hello ', rating: 3 });
    expect(response.body).toEqual({ id: 7, title: 'Hello', dryRun: 'true' });
  });

  it('answers 400 listing every problem with its field', async () => {
    const response = await client.post('/items/abc', { title: '   ', rating: 9 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: expect.stringContaining('title: Title is required'),
      issues: [
        { path: 'id', message: expect.any(String) },
        { path: 'title', message: 'Title is required' },
        { path: 'rating', message: expect.stringContaining('<=5') },
      ],
    });
  });

  it('says Required for a missing field', async () => {
    const response = await client.post('/items/1', { rating: 2 });
    expect(response.body).toMatchObject({ message: 'title: Required' });
  });
});
