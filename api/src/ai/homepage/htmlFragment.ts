import { Parser } from 'htmlparser2';

/**
 * HTML kept as a string in a JS app's data payload: a headless CMS's rich text
 * (`content.rendered`, a block's `html`), which the browser renders into the page. A crawler
 * that renders the page reads its headings and paragraphs, so they are read here as text, one
 * block a piece, instead of being dropped as markup.
 */
const MARKUP =
  /<\/?(?:p|h[1-6]|div|li|ul|ol|br|span|strong|em|b|i|a|section|article|address|table|tr|td|blockquote|figcaption)\b[^>]*>/i;
const HEADINGS = new Set(['h1', 'h2', 'h3']);
const BLOCKS = new Set([
  ...HEADINGS,
  'h4',
  'h5',
  'h6',
  'p',
  'div',
  'li',
  'br',
  'section',
  'article',
  'address',
  'header',
  'footer',
  'table',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
]);
const SKIPPED = new Set(['script', 'style', 'template', 'svg']);

export interface FragmentText {
  headings: string[];
  /** The other blocks' text, in the order the page shows them. */
  paragraphs: string[];
}

/** Whether a payload string is markup rather than prose. */
export function isHtmlFragment(text: string): boolean {
  return MARKUP.test(text);
}

export function fragmentText(html: string): FragmentText {
  const result: FragmentText = { headings: [], paragraphs: [] };
  let buffer = '';
  let heading = 0;
  let skipped = 0;
  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    buffer = '';
    if (text) (heading > 0 ? result.headings : result.paragraphs).push(text);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipped++;
        if (BLOCKS.has(name)) flush();
        if (HEADINGS.has(name)) heading++;
      },
      ontext(data) {
        if (skipped === 0) buffer += data;
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) flush();
        if (HEADINGS.has(name)) heading = Math.max(0, heading - 1);
        if (SKIPPED.has(name)) skipped = Math.max(0, skipped - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return result;
}
