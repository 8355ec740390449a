/**
 * Text a script renders into the page: a `<script type="text/markdown">` block (marked, a static
 * site's content) or a `text/plain` one, turned into the markup it becomes, so its headings,
 * paragraphs and contact lines are read as a page's are. A consent manager's blocked script
 * (`type="text/plain" data-cookieconsent="statistics"`) is code, not text, and stays unread.
 */

/** Markdown's block shapes, and its inline marks reduced to their words. */
const HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;
const SETEXT_HEADING = /^==+\s*(.+?)\s*==+$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/;
const FRONT_MATTER_LINE = /^[\p{L}_-]+:\s+(.+)$/u;

function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, '<a href="$2">$1</a>')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S[^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1');
}

/** Markdown (or plain lines with "== Heading ==") as the markup a renderer would make of it. */
export function markdownMarkup(source: string): string {
  const lines = source.replace(/\r/g, '').split('\n');
  // Front matter ("---\ntitle: …\n---"): its values are the page's title and description.
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      for (let index = 1; index < end; index++) {
        const value = FRONT_MATTER_LINE.exec(lines[index] ?? '')?.[1];
        lines[index] = value ? value.replace(/^["']|["']$/g, '') : '';
      }
      lines[0] = '';
      lines[end] = '';
    }
  }
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  for (const line of lines) {
    const trimmed = line.trim();
    const heading = HEADING.exec(trimmed);
    const setext = SETEXT_HEADING.exec(trimmed);
    const item = LIST_ITEM.exec(line);
    if (trimmed === '') flush();
    else if (heading) {
      flush();
      const level = Math.min((heading[1] ?? '#').length, 3);
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
    } else if (setext) {
      flush();
      out.push(`<h2>${inline(setext[1] ?? '')}</h2>`);
    } else if (item) {
      flush();
      out.push(`<li>${inline(item[1] ?? '')}</li>`);
    } else paragraph.push(trimmed);
  }
  flush();
  return out.join('\n');
}

/** A script's characters that only code has many of. */
const CODE_CHARACTERS = /[{};=<>]|=>|\bfunction\b/g;

/** Whether a `text/plain` block is prose to show, not a script a consent manager holds back. */
export function isPlainProse(attributes: string, content: string): boolean {
  if (/data-(?:cookie|consent|category|usercentrics|cmp)/i.test(attributes)) return false;
  // "== Rooms ==" is a plain heading, not an assignment.
  const code =
    content
      .split('\n')
      .filter((line) => !SETEXT_HEADING.test(line.trim()))
      .join('\n')
      .match(CODE_CHARACTERS)?.length ?? 0;
  const words = content.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length;
  return words >= 20 && code * 10 < words;
}
