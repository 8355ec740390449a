import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The server writes a page's canonical link, `og:url` and JSON-LD into the HTML of the address
 * it served (api/src/static/headTags.ts, marked `data-served-page`). They describe that address
 * only: at the first in-app navigation they go, so a browser sharing the page (Chrome shares
 * the canonical URL) or a reader of the markup never takes one page for another.
 */
export function DropServedHeadTags() {
  const { pathname } = useLocation();
  const served = useRef(pathname);
  useEffect(() => {
    if (pathname === served.current) return;
    for (const element of document.head.querySelectorAll('[data-served-page]')) element.remove();
  }, [pathname]);
  return null;
}
