import Router from '@koa/router';
import packageJson from '../../../../package.json' with { type: 'json' };
import { type DocsDocument, renderDocsPage } from '../../openapi/renderDocsPage.ts';

/**
 * The API's own description: `/api/openapi.json` (OpenAPI 3.1) and `/api/docs` (the same as a
 * page). Built once per process from `api`, the router they are mounted on, so the document
 * lists what the server really answers.
 */
export function createDocsRouter(api: Router): Router {
  const docs = new Router();
  let document: Promise<unknown> | undefined;
  let page: string | undefined;
  // The document's builder (and zod-openapi) is loaded by the first request for it, not with
  // the server.
  const documentOf = () => {
    document ??= import('../../openapi/buildDocument.ts').then(({ buildOpenApiDocument }) =>
      buildOpenApiDocument(api, undefined, packageJson.version),
    );
    return document;
  };

  docs.get('/openapi.json', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await documentOf();
  });

  docs.get('/docs', async (ctx) => {
    page ??= renderDocsPage((await documentOf()) as DocsDocument);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  });
  return docs;
}
