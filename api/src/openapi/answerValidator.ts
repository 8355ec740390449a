import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Checks an HTTP answer against the OpenAPI document: the operation is found by method and
 * path, the answer's status must be described (exactly or by its range, `4XX`), and a JSON
 * body must match the schema described for it. Used by the tests' HTTP client, so every API
 * test's answers are checked against what the document says.
 */
export interface Answer {
  method: string;
  /** The request path, without query. */
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

interface DocumentShape {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}

interface OperationObject {
  responses?: Record<string, ResponseObject>;
}

export class AnswerValidator {
  private readonly ajv: Ajv2020;
  private readonly routes: Array<{ template: string; pattern: RegExp; params: number }>;
  private readonly compiled = new Map<string, ValidateFunction>();

  private readonly document: DocumentShape;

  /** `openApiDocument`: the OpenAPI 3.1 document as `buildOpenApiDocument` makes it. */
  constructor(openApiDocument: object) {
    const document = openApiDocument as DocumentShape;
    this.document = document;
    // strict off: the document carries OpenAPI keywords (`example`...) JSON Schema does not
    // know. Formats are documentation here; the shapes and values are what is checked.
    this.ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    this.ajv.addSchema(tolerateExtraFields(document) as object, 'openapi');
    this.routes = Object.keys(document.paths ?? {})
      .map((template) => ({
        template,
        pattern: new RegExp(
          `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
        ),
        params: (template.match(/\{/g) ?? []).length,
      }))
      // A literal segment wins over a parameter: `/reviews/stats` before `/reviews/{id}`.
      .sort((a, b) => a.params - b.params);
  }

  /**
   * Why `answer` breaks the document, or undefined when it matches (or when no operation of
   * the document answers that method and path, e.g. a test's own route or an unknown path).
   */
  check(answer: Answer): string | undefined {
    const method = answer.method.toLowerCase();
    const route = this.routes.find(
      ({ pattern, template }) =>
        pattern.test(answer.path) && this.document.paths?.[template]?.[method] !== undefined,
    );
    if (!route) return undefined;
    const operation = this.document.paths?.[route.template]?.[method] as OperationObject;
    const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find(
      (key) => operation.responses?.[key] !== undefined,
    );
    const name = `${answer.method} ${route.template} → ${answer.status}`;
    if (!statusKey) return `${name}: the document describes no such status`;
    const content = operation.responses?.[statusKey]?.content;
    const isJson = answer.contentType?.includes('application/json') ?? false;
    if (!content) {
      return isJson && answer.body !== '' ? `${name}: the document describes no body` : undefined;
    }
    const mediaType = isJson ? 'application/json' : answer.contentType?.split(';')[0]?.trim();
    if (!mediaType || !content[mediaType]) {
      return `${name}: answered ${answer.contentType ?? 'no content type'}, the document says ${Object.keys(content).join(', ')}`;
    }
    if (!isJson) return undefined;
    const pointer = [
      'paths',
      route.template,
      method,
      'responses',
      statusKey,
      'content',
      mediaType,
      'schema',
    ]
      .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/');
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#/${pointer}` });
      this.compiled.set(pointer, validate);
    }
    if (validate(answer.body)) return undefined;
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim());
    return `${name}: the body does not match the document: ${problems.join('; ')}`;
  }
}

/**
 * The document with `additionalProperties: false` dropped: an answer must have every field the
 * document names, with its type, but a field added by a change not yet described does not fail
 * every test that reads that answer (the document says which fields a client can rely on).
 */
function tolerateExtraFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tolerateExtraFields);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, field]) => !(key === 'additionalProperties' && field === false))
      .map(([key, field]) => [key, tolerateExtraFields(field)]),
  );
}
