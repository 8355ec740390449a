import { useSite } from '../../api/queries/site.ts';

/** The platform's name as the admin Settings set it, for sentences written once in JSX. */
export function SiteName() {
  return <>{useSite().platformName}</>;
}
