import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { formatIssues, issuesToMessage } from '#shared/validation/formatIssues';
import { badRequest } from './errors.ts';
import { findNul } from './findNul.ts';

/** A route's input: a zod object over any of `params`, `query` and `body`. */
export type RouteSchema = z.ZodType<{ params?: unknown; query?: unknown; body?: unknown }>;

/** Where `validate` keeps its schema on the middleware, for the OpenAPI document. */
const ROUTE_SCHEMA = Symbol('routeSchema');

/**
 * Parses the route's `{ params, query, body }` with its schema (after refusing NUL characters
 * anywhere in them, which no field accepts). Failure is a 400 whose message
 * lists every problem (`title: Required`) and whose `issues` name the fields; success stores
 * the parsed (typed, trimmed, defaulted) input for `inputOf`.
 */
export function validate(schema: RouteSchema) {
  const validateInput = async (ctx: Context, next: Next): Promise<void> => {
    const input = { params: ctx.params ?? {}, query: ctx.query, body: ctx.request.body ?? {} };
    const nul = findNul(input);
    if (nul.length > 0) throw badRequest(issuesToMessage(nul), nul);
    const result = schema.safeParse(input);
    if (!result.success) {
      const issues = formatIssues(result.error);
      throw badRequest(issuesToMessage(issues), issues);
    }
    ctx.state.input = result.data;
    await next();
  };
  // The OpenAPI document reads each route's input from the schema that really validates it.
  return Object.assign(validateInput, { [ROUTE_SCHEMA]: schema });
}

/** The schema a `validate(schema)` middleware checks, if `middleware` is one. */
export function routeSchemaOf(middleware: unknown): RouteSchema | undefined {
  if (typeof middleware !== 'function') return undefined;
  return (middleware as { [ROUTE_SCHEMA]?: RouteSchema })[ROUTE_SCHEMA];
}

/** The input `validate(schema)` stored, typed by the same schema. */
export function inputOf<S extends RouteSchema>(ctx: Context, _schema: S): z.output<S> {
  return ctx.state.input as z.output<S>;
}
