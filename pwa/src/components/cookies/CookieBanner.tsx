import { Cookie } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../ui/Button.tsx';
import { saveConsent, useCookieConsent } from './cookieConsent.ts';

const OPTIONAL = [
  {
    key: 'performance',
    label: 'Performance cookies',
    text: 'Help us understand how visitors use the site so we can improve it.',
  },
  {
    key: 'functional',
    label: 'Functional cookies',
    text: 'Remember your preferences, such as your search and display choices.',
  },
  {
    key: 'marketing',
    label: 'Marketing cookies',
    text: 'Used to show you relevant content on other sites.',
  },
] as const;

type OptionalKey = (typeof OPTIONAL)[number]['key'];

/**
 * The cookie banner of the cookie policy: on the first visit, accept all or customise; the
 * choice is remembered on this device and the banner does not come back.
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  const [customising, setCustomising] = useState(false);
  const [choices, setChoices] = useState<Record<OptionalKey, boolean>>({
    performance: false,
    functional: true,
    marketing: false,
  });
  const headingId = useId();

  if (consent) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="pointer-events-auto border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3">
        <div className="flex items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 id={headingId} className="font-semibold text-slate-900">
              We use cookies
            </h2>
            <p className="text-sm text-slate-700">
              Essential cookies keep you signed in and the site secure. With your consent we also
              use optional cookies. Read our{' '}
              <Link to="/cookie-policy" className="text-brand-700 underline">
                Cookie Policy
              </Link>
              .
            </p>
          </div>
        </div>
        {customising && (
          <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium">Cookie preferences</legend>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" checked disabled className="mt-1 size-4" />
              <span>
                <span className="font-medium">Essential cookies</span> (always on): sign-in,
                security and your cookie choice.
              </span>
            </label>
            {OPTIONAL.map((option) => (
              <label key={option.key} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={choices[option.key]}
                  onChange={(event) =>
                    setChoices((current) => ({ ...current, [option.key]: event.target.checked }))
                  }
                />
                <span>
                  <span className="font-medium">{option.label}</span>: {option.text}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {customising ? (
            <Button onClick={() => saveConsent(choices)}>Save Preferences</Button>
          ) : (
            <Button variant="outline" onClick={() => setCustomising(true)}>
              Customize
            </Button>
          )}
          <Button
            onClick={() => saveConsent({ performance: true, functional: true, marketing: true })}
          >
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
