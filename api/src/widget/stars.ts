/** Ratings are shown to one decimal everywhere (public-site.md §9), "Not yet rated" without. */
export const NOT_YET_RATED = 'Not yet rated';

export function oneDecimal(value: number): string {
  return value.toFixed(1);
}

/** Escapes text for HTML and SVG (both XML-ish: the five characters). */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const STAR_PATH = 'M8 .8l2.2 4.6 5 .7-3.6 3.5.9 5L8 12.2l-4.5 2.4.9-5L.8 6.1l5-.7z';

/**
 * Five stars, 16 px each, filled to the rating (a partial star clipped to its share), as SVG
 * elements placed at (x, y). No script, no external reference: it works inside an `<img>`.
 */
export function starsSvg(rating: number | null, x: number, y: number, id: string): string {
  const filled = Math.max(0, Math.min(5, rating ?? 0));
  const stars: string[] = [];
  for (let i = 0; i < 5; i++) {
    const share = Math.max(0, Math.min(1, filled - i));
    const at = `translate(${x + i * 18} ${y})`;
    stars.push(`<path transform="${at}" d="${STAR_PATH}" fill="#cbd5e1"/>`);
    if (share > 0) {
      stars.push(
        `<clipPath id="${id}${i}"><rect x="0" y="0" width="${(16 * share).toFixed(1)}" height="16"/></clipPath>`,
        `<path transform="${at}" d="${STAR_PATH}" fill="#f59e0b" clip-path="url(#${id}${i})"/>`,
      );
    }
  }
  return stars.join('');
}
