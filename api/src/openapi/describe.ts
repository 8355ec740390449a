import { z } from 'zod';

/**
 * How a route is described for the OpenAPI document. The route's input (path, query, body) is
 * not repeated here: it is read from the `validate(schema)` that really checks it. What a route
 * answers is written here, with the answer schemas of `shared/schemas/responses/`.
 */
export interface OperationDescription {
  summary: string;
  tag: string;
  description?: string;
  /** Answers on success, by status. Errors (`4XX`, `5XX`: `{ message }`) are added for all. */
  responses: Record<number, AnswerDescription>;
  /** A body that is not JSON (the CSV upload), instead of the route schema's `body`. */
  requestBody?: { mediaType: string; schema: z.ZodType; description: string };
}

export interface AnswerDescription {
  description: string;
  /** The body's schema; none for an empty answer (204, 303). */
  schema?: z.ZodType;
  /** `application/json` unless said. */
  mediaType?: string;
  /** Headers of the answer; each is always sent unless `required: false`. */
  headers?: Record<string, { description: string; schema: z.ZodType; required?: boolean }>;
}

/** `"METHOD /api/path/{param}"` → its description. */
export type OperationDescriptions = Record<string, OperationDescription>;

export function json(schema: z.ZodType, description: string): AnswerDescription {
  return { description, schema };
}

/** An offset list: the page in the body, the total in `X-Total-Count`. */
export function offsetList(item: z.ZodType, description: string): AnswerDescription {
  return {
    description,
    schema: z.array(item),
    headers: {
      'X-Total-Count': {
        description: 'How many items match, across all pages',
        schema: z.string().meta({ pattern: '^[0-9]+$' }),
      },
    },
  };
}

export function noContent(description: string): AnswerDescription {
  return { description };
}
