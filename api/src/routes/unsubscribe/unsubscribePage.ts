import { escapeHtml } from '../../static/headTags.ts';

/**
 * The unsubscribe link's pages: plain HTML from the API (a mail link opens in any browser, the
 * PWA need not be installed), no script, one form. A link check (GET) changes nothing: mail
 * scanners follow links; only the button's POST (or the mail client's RFC 8058 one-click POST)
 * unsubscribes.
 */
export function unsubscribePage(options: {
  title: string;
  text: string;
  /** The URL the button POSTs to; no button without it. */
  action?: string;
}): string {
  const form = options.action
    ? `<form method="post" action="${escapeHtml(options.action)}"><button type="submit">Unsubscribe</button></form>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(options.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.text)}</p>${form}</main></body></html>`,
  ].join('\n');
}
