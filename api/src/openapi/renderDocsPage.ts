/**
 * `/api/docs`: the OpenAPI document as one readable HTML page, rendered on the server. No
 * script at all (the CSP allows none inline, and a reader needs none), nothing added to the
 * web app's bundle; styles are one inline `<style>`, which the CSP allows.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: unknown;
  }>;
  requestBody?: { description?: string; content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

export interface DocsDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation> | undefined>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function renderDocsPage(document: DocsDocument): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({
      path,
      method,
      operation: item?.[method] as Operation,
    })),
  );
  const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? 'Other'))];
  const sections = tags.map((tag) => {
    const inTag = operations.filter(({ operation }) => (operation.tags?.[0] ?? 'Other') === tag);
    return `<section><h2 id="${anchor(tag)}">${escapeHtml(tag)}</h2>${inTag
      .map(({ path, method, operation }) => renderOperation(path, method, operation))
      .join('')}</section>`;
  });
  const schemas = Object.entries(document.components?.schemas ?? {});
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Sections"><ul>${tags
    .map((tag) => `<li><a href="#${anchor(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
</header>
<main>
${sections.join('\n')}
<section><h2 id="schemas">Schemas</h2>${schemas
    .map(
      ([name, schema]) =>
        `<article id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${renderSchema(schema)}</article>`,
    )
    .join('')}</section>
</main>
</body>
</html>`;
}

function renderOperation(path: string, method: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody;
  return `<article class="operation" id="${anchor(operation.operationId ?? `${method}${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}${operation.security?.length ? ' <em>(signed in)</em>' : ''}</p>
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
${
  parameters.length
    ? `<table><caption>Parameters</caption><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${
              parameter.required ? 'yes' : 'no'
            }</td><td>${inlineSchema(parameter.schema)}${
              parameter.description ? ` ${escapeHtml(parameter.description)}` : ''
            }</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
${
  body?.content
    ? `<h4>Request body</h4>${body.description ? `<p>${escapeHtml(body.description)}</p>` : ''}${Object.entries(
        body.content,
      )
        .map(
          ([type, media]) => `<p><code>${escapeHtml(type)}</code></p>${renderSchema(media.schema)}`,
        )
        .join('')}`
    : ''
}
<h4>Responses</h4>
<dl>${Object.entries(operation.responses ?? {})
    .map(
      ([status, response]) =>
        `<dt>${escapeHtml(status)}</dt><dd>${escapeHtml(response.description ?? '')}${Object.entries(
          response.content ?? {},
        )
          .map(([type, media]) => ` <code>${escapeHtml(type)}</code>${renderSchema(media.schema)}`)
          .join('')}</dd>`,
    )
    .join('')}</dl>
</article>`;
}

/** A schema as indented JSON, each `$ref` a link to its schema below. */
function renderSchema(schema: unknown): string {
  const text = escapeHtml(JSON.stringify(schema ?? {}, null, 2));
  return `<pre>${text.replace(
    /&quot;#\/components\/schemas\/([A-Za-z0-9_.-]+)&quot;/g,
    (_, name: string) =>
      `&quot;<a href="#schema-${anchor(name)}">#/components/schemas/${name}</a>&quot;`,
  )}</pre>`;
}

function inlineSchema(schema: unknown): string {
  return `<code>${escapeHtml(JSON.stringify(schema ?? {}))}</code>`;
}

function anchor(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:0 1rem}
h1 small{font-size:.6em;color:#6b7280}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
h2{border-bottom:2px solid #e5e7eb;margin-top:2.5rem}
.operation{border:1px solid #e5e7eb;border-radius:.5rem;padding:0 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:.25rem;color:#fff;font-size:.8em;padding:.1em .4em}
.get{background:#1d4ed8}.post{background:#047857}.put,.patch{background:#b45309}.delete{background:#b91c1c}
table{border-collapse:collapse;width:100%;font-size:.9em}th,td{border:1px solid #e5e7eb;padding:.25rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}
pre{background:#f3f4f6;padding:.5rem;overflow:auto;font-size:.85em;max-height:24rem}
dt{font-weight:600}a{color:#1d4ed8}
`;
