import { Link } from 'react-router-dom';
import { useSite } from '../../api/queries/site.ts';

/**
 * The support address of the admin Settings as a mail link. Until the site settings arrive (a
 * first visit, offline) it points to the Contact page rather than showing an address that may
 * be wrong.
 */
export function SupportEmailLink() {
  const { supportEmail } = useSite();
  if (!supportEmail) {
    return (
      <Link to="/contact" className="text-brand-700 underline">
        the Contact page
      </Link>
    );
  }
  return (
    <a href={`mailto:${supportEmail}`} className="text-brand-700 underline">
      {supportEmail}
    </a>
  );
}
