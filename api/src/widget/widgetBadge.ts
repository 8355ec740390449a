import { plural } from '#shared/text/plural';
import type { WidgetFigures } from './ratingWidget.ts';
import { escapeXml, NOT_YET_RATED, oneDecimal, starsSvg } from './stars.ts';

const PLATFORM_MAX = 32;

/**
 * The badge (`/widget/{domain}.svg`): stars, average, trust score, review count and the
 * platform's name, for an `<img>` wrapped in a link to the company page. A company without a
 * rating gets grey stars and "Not yet rated", never a made-up figure.
 */
export function widgetBadge(figures: WidgetFigures): string {
  const rated = figures.averageRating !== null;
  const headline = rated ? oneDecimal(figures.averageRating ?? 0) : NOT_YET_RATED;
  const details = [
    figures.trustScore === null ? null : `Trust score ${oneDecimal(figures.trustScore)}`,
    plural(figures.reviewCount, 'review'),
  ]
    .filter(Boolean)
    .join(' · ');
  const platform = truncate(figures.platformName, PLATFORM_MAX);
  const label = rated
    ? `${figures.name}: rated ${headline} out of 5 on ${figures.platformName}, ${details}`
    : `${figures.name}: ${NOT_YET_RATED} on ${figures.platformName}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<a href="${escapeXml(figures.pageUrl)}" target="_blank">`,
    '<rect x=".5" y=".5" width="239" height="63" rx="6" fill="#fff" stroke="#e2e8f0"/>',
    starsSvg(figures.averageRating, 10, 9, 's'),
    `<text x="106" y="22" font-family="system-ui,sans-serif" font-size="14" font-weight="700" fill="#0f172a">${escapeXml(headline)}</text>`,
    `<text x="10" y="42" font-family="system-ui,sans-serif" font-size="12" fill="#334155">${escapeXml(details)}</text>`,
    `<text x="10" y="57" font-family="system-ui,sans-serif" font-size="11" fill="#64748b">on ${escapeXml(platform)}</text>`,
    '</a></svg>',
  ].join('');
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
