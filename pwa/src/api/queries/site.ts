import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE } from '#shared/site/siteDefaults';
import type { SiteInfo } from '#shared/types/api';
import { getJson } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

/**
 * The platform name, tagline and support address from the admin Settings (`GET /api/site`).
 * Until the first answer (or the one kept on the device), the spec's name and tagline stand in;
 * the support address is left undefined rather than shown wrong.
 */
export function useSite(): { platformName: string; tagline: string; supportEmail?: string } {
  const { data } = useQuery({
    queryKey: queryKeys.site,
    queryFn: () => getJson<SiteInfo>('/api/site'),
  });
  return data ?? { platformName: DEFAULT_SITE_NAME, tagline: DEFAULT_TAGLINE };
}
