import { Link } from 'react-router-dom';
import { useSite } from '../../api/queries/site.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { SupportEmailLink } from '../../components/site/SupportEmailLink.tsx';
import { Bullets, LegalPage, type LegalSection } from './LegalPage.tsx';

const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By accessing or using <SiteName />, you agree to these Terms of Service. If you do not
        agree, do not use the service.
      </p>
    ),
  },
  {
    title: 'Description of Service',
    body: (
      <p>
        <SiteName /> is a platform where people find business-to-business companies by their website
        domain, read reviews, complaints and comments about them, and write their own. Company
        profiles may be created automatically and enriched with AI-generated information.
      </p>
    ),
  },
  {
    title: 'User Accounts',
    body: (
      <Bullets
        items={[
          'You must be at least 18 years old to create an account.',
          'You must provide accurate and complete information.',
          'You are responsible for keeping your credentials confidential and for all activity under your account.',
        ]}
      />
    ),
  },
  {
    title: 'User Content and Reviews',
    body: (
      <Bullets
        items={[
          'Reviews must be honest and based on your own genuine experience with the company.',
          'Fake reviews, reviews of your own company or its competitors, and paid or incentivised reviews are not allowed.',
          'Content that violates these terms or the law may be removed without notice.',
          'You keep ownership of your content and give us a licence to publish and display it on the service.',
        ]}
      />
    ),
  },
  {
    title: 'Prohibited Uses',
    body: (
      <Bullets
        items={[
          'Posting content that is false, defamatory, abusive, hateful or illegal.',
          'Harassing other users or company representatives.',
          'Scraping, overloading or interfering with the service.',
          'Impersonating any person or company.',
        ]}
      />
    ),
  },
  {
    title: 'Business Claims and Verification',
    body: (
      <Bullets
        items={[
          'Only authorized representatives of a company may claim its profile.',
          'Proof of ownership or association, such as an email address at the company domain, is needed.',
          'Claimed business representatives may respond to reviews and update their company information.',
          'Claimed business representatives may invite their customers to write a review. Invited reviews are marked "Invited" and published whatever their rating; a company may never select, edit or hide reviews, nor offer anything in exchange for one.',
          'False claims may lead to the termination of your account.',
        ]}
      />
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The service, its design and software belong to <SiteName />. Company names and logos belong
        to their owners.
      </p>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        Our{' '}
        <Link to="/privacy-policy" className="text-brand-700 underline">
          Privacy Policy
        </Link>{' '}
        explains how we handle your personal information.
      </p>
    ),
  },
  {
    title: 'Disclaimers',
    body: (
      <p>
        Reviews are the opinions of their authors, not of <SiteName />. AI-generated company
        information may be inaccurate. The service is provided "as is" without warranties of any
        kind.
      </p>
    ),
  },
  {
    title: 'Indemnification',
    body: (
      <p>
        You agree to indemnify and hold <SiteName /> harmless from claims arising from your content
        or your use of the service in violation of these terms.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        We may suspend or terminate your access at any time for conduct that violates these terms.
        You may stop using the service at any time.
      </p>
    ),
  },
  {
    title: 'Changes to Terms',
    body: (
      <p>
        We may change these terms. We will post the new version on this page and update the date
        above; continuing to use the service means you accept the changes.
      </p>
    ),
  },
  {
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? Email <SupportEmailLink />.
      </p>
    ),
  },
];

export function TermsOfService() {
  const { platformName } = useSite();
  return (
    <LegalPage
      title="Terms of Service"
      description={`The terms that apply when you use ${platformName}.`}
      updated="2026-11-01"
      sections={SECTIONS}
    />
  );
}
