import { plural } from '#shared/text/plural';
import type { WidgetFigures } from './ratingWidget.ts';
import { escapeXml, NOT_YET_RATED, oneDecimal, starsSvg } from './stars.ts';

/**
 * The iframe widget (`/widget/{domain}`): one small page, no script, its style inline (its own
 * CSP allows inline style and nothing else), every link opening the company page in a new tab
 * (inside someone else's site, the frame must not navigate away).
 */
export function widgetPage(figures: WidgetFigures): string {
  const rated = figures.averageRating !== null;
  const name = escapeXml(figures.name);
  const href = escapeXml(figures.pageUrl);
  const score = rated
    ? `<strong>${oneDecimal(figures.averageRating ?? 0)}</strong> out of 5`
    : `<strong>${NOT_YET_RATED}</strong>`;
  const trust =
    figures.trustScore === null ? '' : ` · Trust score ${oneDecimal(figures.trustScore)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} reviews on ${escapeXml(figures.platformName)}</title>
<style>body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#0f172a}a{color:inherit;text-decoration:none;display:block;padding:10px 12px;border:1px solid #e2e8f0;border-radius:8px;background:#fff}a:hover{border-color:#94a3b8}.n{font-weight:600}.d{color:#475569;font-size:13px}.p{color:#64748b;font-size:12px}svg{vertical-align:middle}</style>
</head><body><a href="${href}" target="_blank" rel="noopener">
<div class="n">${name}</div>
<div><svg width="88" height="16" viewBox="0 0 88 16" aria-hidden="true">${starsSvg(figures.averageRating, 0, 0, 'w')}</svg> ${score}</div>
<div class="d">${plural(figures.reviewCount, 'review')}${trust}</div>
<div class="p">Read the reviews on ${escapeXml(figures.platformName)}</div>
</a></body></html>
`;
}
