import { Link } from 'react-router-dom';

/** "By signing in, you agree to our Terms of Service and Privacy Policy." */
export function LegalConsent({ action, className }: { action: string; className: string }) {
  return (
    <p className={className}>
      By {action}, you agree to our{' '}
      <Link to="/terms-of-service" className="underline">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" className="underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
