import { BookOpen, LifeBuoy, Mail, Search, ShieldCheck, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from '../../api/queries/site.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SupportEmailLink } from '../../components/site/SupportEmailLink.tsx';
import { plural } from '../../lib/text.ts';
import { FAQ, filterFaq } from './faq.ts';

const QUICK_ACTIONS = [
  {
    to: '/write-review',
    icon: Star,
    title: 'Write a Review',
    text: 'Share your experience with a company.',
  },
  {
    to: '/categories',
    icon: BookOpen,
    title: 'Browse Categories',
    text: 'Explore companies by industry.',
  },
  {
    to: '/help-center#business-owners',
    icon: ShieldCheck,
    title: 'Claim Your Business',
    text: 'Learn how to claim a profile.',
  },
  { to: '/contact', icon: Mail, title: 'Contact Support', text: 'Get help from our team.' },
];

export function HelpCenter() {
  const { platformName } = useSite();
  usePageMeta('Help Center', `Answers to common questions about using ${platformName}.`);
  const [text, setText] = useState('');
  const groups = filterFaq(FAQ, text);
  const matches = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="text-center">
        <LifeBuoy aria-hidden="true" className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-3 text-3xl font-bold text-slate-900">Help Center</h1>
        <p className="mt-2 text-slate-700">Find answers to common questions.</p>
        <div className="relative mx-auto mt-6 max-w-xl">
          <label htmlFor="help-search" className="sr-only">
            Search help articles
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="help-search"
            type="search"
            placeholder="Search for help..."
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="block min-h-12 w-full rounded-md border border-slate-300 bg-white pr-3 pl-11 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
        </div>
      </div>

      {text.trim() === '' && (
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map(({ to, icon: Icon, title, text: description }) => (
            <li key={title}>
              <Link
                to={to}
                className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <span className="mt-2 block font-semibold text-slate-900">{title}</span>
                <span className="mt-1 block text-sm text-slate-700">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="faq-heading" className="mt-12">
        <h2 id="faq-heading" className="text-2xl font-semibold text-slate-900">
          Frequently Asked Questions
        </h2>
        <p role="status" className="mt-1 text-sm text-slate-600">
          {text.trim() === '' ? '' : `${plural(matches, 'result')} for "${text.trim()}"`}
        </p>
        {groups.length === 0 ? (
          <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">No matching questions</p>
            <p className="mt-1 text-slate-700">
              Try other words, or{' '}
              <Link to="/contact" className="text-brand-700 underline">
                contact our support team
              </Link>
              .
            </p>
          </div>
        ) : (
          <div className="mt-6 grid gap-8">
            {groups.map((group) => (
              <section
                key={group.id}
                id={group.id}
                aria-labelledby={`${group.id}-heading`}
                className="scroll-mt-24"
              >
                <h3 id={`${group.id}-heading`} className="text-lg font-semibold text-slate-900">
                  {group.title}
                </h3>
                <div className="mt-3 grid gap-2">
                  {group.items.map((item) => (
                    <details
                      key={item.question}
                      open={text.trim() !== ''}
                      className="group rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                    >
                      <summary className="cursor-pointer font-medium text-slate-900 marker:text-brand-700">
                        {item.question}
                      </summary>
                      <p className="mt-2 text-slate-700">{item.answer}</p>
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </section>

      <section
        aria-labelledby="support-heading"
        className="mt-12 rounded-lg bg-brand-50 p-6 text-center"
      >
        <h2 id="support-heading" className="text-xl font-semibold text-slate-900">
          Still need help?
        </h2>
        <p className="mt-1 text-slate-700">
          Email <SupportEmailLink /> or use our{' '}
          <Link to="/contact" className="text-brand-700 underline">
            contact form
          </Link>
          . We reply within 24 hours, Monday - Friday, 9:00 AM - 6:00 PM PST.
        </p>
      </section>
    </div>
  );
}
