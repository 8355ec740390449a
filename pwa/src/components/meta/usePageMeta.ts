import { useEffect } from 'react';
import { useSite } from '../../api/queries/site.ts';

const DEFAULT_DESCRIPTION =
  'Read and write honest reviews of B2B companies. Search any company by its website domain.';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, value: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = value;
}

/**
 * The page's title and description (the tags `index.html` ships, which the server also fills
 * in for company pages): `{title} | {platform name}`, or `{platform name} - {tagline}` on the
 * home page, with the name and tagline of the admin Settings.
 */
export function usePageMeta(title: string | undefined, description: string = DEFAULT_DESCRIPTION) {
  const { platformName, tagline } = useSite();
  useEffect(() => {
    if (title === undefined) return;
    const fullTitle = title ? `${title} | ${platformName}` : `${platformName} - ${tagline}`;
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }, [title, description, platformName, tagline]);
}
