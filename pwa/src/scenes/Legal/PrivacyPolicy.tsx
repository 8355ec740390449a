import { Link } from 'react-router-dom';
import { useSite } from '../../api/queries/site.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { SupportEmailLink } from '../../components/site/SupportEmailLink.tsx';
import { Bullets, LegalPage, type LegalSection } from './LegalPage.tsx';

const SECTIONS: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect information you give us and information created when you use the service:</p>
        <Bullets
          items={[
            'Account information: your email address, password (stored only as a secure hash), and optionally your name, job title and profile image.',
            'Content you post: reviews, complaints, comments, replies, votes, reports and company claim requests.',
            'Messages you send us through the contact form.',
            'Technical information: your IP address, browser type, device information and pages visited, used to keep the service secure and count profile views.',
          ]}
        />
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <Bullets
        items={[
          'To provide and improve the service, including publishing the reviews you write.',
          'To verify email addresses and company claims.',
          'To prevent fraud, fake reviews and abuse.',
          'To answer your questions and send service messages.',
          'To compute aggregate statistics such as ratings and awards.',
        ]}
      />
    ),
  },
  {
    title: 'How We Share Your Information',
    body: (
      <>
        <p>
          Reviews are published without your name: every author is shown as Anonymous. We do not
          sell your personal information. We share it only with service providers that help us run
          the service (hosting, email), when required by law, or to protect the rights and safety of
          our users.
        </p>
      </>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        We protect your information with encryption in transit, hashed passwords, access controls
        and regular reviews of our practices. No method of transmission or storage is completely
        secure, but we work hard to protect your data.
      </p>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <Bullets
        items={[
          'Access, correct or delete your personal information.',
          'Object to or restrict certain processing.',
          'Receive a copy of your data in a portable format.',
          'Withdraw consent for optional cookies at any time.',
        ]}
      />
    ),
  },
  {
    title: 'Cookies and Tracking',
    body: (
      <p>
        We use cookies to keep you signed in, to remember your preferences and, with your consent,
        to understand how the site is used. See our{' '}
        <Link to="/cookie-policy" className="text-brand-700 underline">
          Cookie Policy
        </Link>{' '}
        for details.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        <SiteName /> is not directed to children under 13, and we do not knowingly collect personal
        information from children under 13. If you believe a child has given us personal
        information, contact us and we will delete it.
      </p>
    ),
  },
  {
    title: 'International Data Transfers',
    body: (
      <p>
        Your information may be processed in countries other than your own. When we transfer data
        internationally we use appropriate safeguards, such as standard contractual clauses.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. We will post the new version on this page and
        change the date above; for significant changes we will also notify you.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your data? Contact us at <SupportEmailLink />.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  const { platformName } = useSite();
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${platformName} collects, uses and protects your personal information.`}
      updated="2026-11-01"
      intro={
        <p>
          This policy explains what information <SiteName /> collects when you use our website and
          how we use, share and protect it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
