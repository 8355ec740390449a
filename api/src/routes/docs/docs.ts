import Router from '@koa/router';
import packageJson from '../../../../package.json' with { type: 'json' };
import { buildOpenApiDocument } from '../../openapi/buildDocument.ts';
import { type DocsDocument, renderDocsPage } from '../../openapi/renderDocsPage.ts';

/**
 * The API's own description: `/api/openapi.json` (OpenAPI 3.1) and `/api/docs` (the same as a
 * page). Built once per process from `api`, the router they are mounted on, so the document
 * lists what the server really answers.
 */
export function createDocsRouter(api: Router): Router {
  const docs = new Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const documentOf = () => {
    document ??= buildOpenApiDocument(api, undefined, packageJson.version);
    return document;
  };

  docs.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = documentOf();
  });

  docs.get('/docs', (ctx) => {
    page ??= renderDocsPage(documentOf() as DocsDocument);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  });
  return docs;
}
