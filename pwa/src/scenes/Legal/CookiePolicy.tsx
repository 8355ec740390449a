import { useSite } from '../../api/queries/site.ts';
import { resetConsent } from '../../components/cookies/cookieConsent.ts';
import { SupportEmailLink } from '../../components/site/SupportEmailLink.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Bullets, LegalPage, type LegalSection } from './LegalPage.tsx';

const SECTIONS: LegalSection[] = [
  {
    title: 'What Are Cookies',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. They let the site remember
        you between pages and visits. Similar technologies, such as local storage, work the same way
        and are covered by this policy.
      </p>
    ),
  },
  {
    title: 'How We Use Cookies',
    body: (
      <p>
        We use cookies to keep you signed in, to keep the site secure, to remember your choices and,
        with your consent, to understand how the site is used.
      </p>
    ),
  },
  {
    title: 'Types of Cookies We Use',
    body: (
      <Bullets
        items={[
          <>
            <strong>Essential cookies</strong>: required for sign-in, security and remembering your
            cookie choice. They cannot be switched off.
          </>,
          <>
            <strong>Performance cookies</strong>: help us understand how visitors use the site.
          </>,
          <>
            <strong>Functional cookies</strong>: remember your preferences.
          </>,
          <>
            <strong>Marketing cookies</strong>: used to show you relevant content elsewhere.
          </>,
        ]}
      />
    ),
  },
  {
    title: 'Third-Party Cookies',
    body: (
      <p>
        Some features may rely on third-party services that set their own cookies. Those cookies are
        governed by the third parties' own policies.
      </p>
    ),
  },
  {
    title: 'Managing Cookies',
    body: (
      <>
        <p>You control which optional cookies we use:</p>
        <Bullets
          items={[
            'On your first visit, a cookie banner lets you accept all cookies or customize your choice.',
            'You can change your choice at any time with the Cookie Settings button below.',
            'Your browser settings let you block or delete cookies.',
            'Advertising networks offer opt-out pages, such as youronlinechoices.eu and optout.aboutads.info.',
          ]}
        />
      </>
    ),
  },
  {
    title: 'Cookie Retention',
    body: (
      <Bullets
        items={[
          'Session cookies are deleted when you sign out or your session expires.',
          'Analytics cookies are kept for about 2 years.',
          'Marketing cookies are kept from 30 days to 1 year.',
        ]}
      />
    ),
  },
  {
    title: 'Effect of Disabling Cookies',
    body: (
      <p>
        If you block essential cookies you will not be able to sign in, and some features, such as
        voting and writing reviews, may not work.
      </p>
    ),
  },
  {
    title: 'Updates to This Policy',
    body: (
      <p>We may update this policy. We will post the new version here and change the date above.</p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about cookies? Email <SupportEmailLink />.
      </p>
    ),
  },
];

export function CookiePolicy() {
  const { platformName } = useSite();
  return (
    <LegalPage
      title="Cookie Policy"
      description={`Which cookies ${platformName} uses and how to control them.`}
      updated="2026-11-01"
      sections={SECTIONS}
    >
      <div className="mt-10 rounded-lg bg-brand-50 p-5">
        <h2 className="font-semibold text-slate-900">Cookie Settings</h2>
        <p className="mt-1 text-sm text-slate-700">Review or change your cookie choice.</p>
        <Button className="mt-3" onClick={resetConsent}>
          Cookie Settings
        </Button>
      </div>
    </LegalPage>
  );
}
