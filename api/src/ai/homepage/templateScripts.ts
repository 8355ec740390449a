import { isPlainProse, markdownMarkup } from './renderedText.ts';

/**
 * A client-side template (`<script type="text/x-template">` for Vue 2, `text/template` for
 * Underscore and Backbone, `text/html` for Knockout, Handlebars', Mustache's, Kendo's): HTML the
 * app renders into the page, so its static words are the page's words. A browser never shows a
 * script's content; the app's render does, so the template is read as markup in its place.
 */
const TEMPLATE_SCRIPT =
  /<script\b[^>]*\btype\s*=\s*["']?text\/(?:x-template|template|html|ng-template|x-handlebars-template|x-handlebars|x-mustache|x-jsrender|x-kendo-template|x-tmpl|x-underscore-template|x-jquery-tmpl)["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
const ANY_TEMPLATE =
  /type\s*=\s*["']?text\/(?:x-|ng-)?(?:template|html|handlebars|mustache|jsrender|kendo|tmpl|underscore|jquery)/i;

/**
 * A template's placeholders and logic (`<%- hero.title %>`, `{{ studio.name }}`, `{{{ price }}}`,
 * `${title}`): the values they stand for are in the app's data, read apart (`scriptStrings.ts`).
 */
const PLACEHOLDER = /<%[\s\S]*?%>|\{\{\{?[\s\S]*?\}?\}\}|\$\{[^}]*\}/g;

/** Markdown or plain text a script renders (`renderedText.ts`). */
const TEXT_SCRIPT =
  /<script\b([^>]*\btype\s*=\s*["']?text\/(x-)?(markdown|plain)["']?[^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ANY_TEXT_SCRIPT = /type\s*=\s*["']?text\/(?:x-)?(?:markdown|plain)/i;

/**
 * The page with each template script's markup in its place, placeholders left out, and each
 * Markdown or plain-text block as the markup it renders to.
 */
export function withScriptsRendered(html: string): string {
  let page = html;
  if (ANY_TEMPLATE.test(page)) {
    page = page.replace(
      TEMPLATE_SCRIPT,
      (_script, markup: string) => `<div>${markup.replace(PLACEHOLDER, ' ')}</div>`,
    );
  }
  if (ANY_TEXT_SCRIPT.test(page)) {
    page = page.replace(
      TEXT_SCRIPT,
      (script: string, attributes: string, _x, kind: string, content: string) =>
        kind.toLowerCase() === 'markdown' || isPlainProse(attributes, content)
          ? `<div>${markdownMarkup(content)}</div>`
          : script,
    );
  }
  return page;
}
