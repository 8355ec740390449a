import { Award, ShieldCheck, Sparkles } from 'lucide-react';
import { useSite } from '../../api/queries/site.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { CompanySearchBox } from '../../components/search/CompanySearchBox.tsx';
import { usePageHost } from '../../lib/pageHost.ts';
import { Discovery } from './Discovery.tsx';
import { exampleHost } from './exampleHost.ts';

const FEATURES = [
  {
    icon: ShieldCheck,
    title: 'Verified Reviews',
    text: 'Reviews from real customers, with email validation, so you can trust what you read.',
  },
  {
    icon: Sparkles,
    title: 'AI Insights',
    text: 'AI-generated company descriptions and categorisation help you understand a business at a glance.',
  },
  {
    icon: Award,
    title: 'Awards & Badges',
    text: 'Quarterly category awards and badges recognise the companies customers rate best.',
  },
];

export function Home() {
  const { platformName, tagline } = useSite();
  const host = usePageHost();
  usePageMeta('');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-14 text-center sm:py-24">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {tagline || platformName}
          </h1>
          <div className="mx-auto mt-8 max-w-2xl">
            <CompanySearchBox
              size="lg"
              placeholder={`Enter company domain (e.g., ${exampleHost(host)})`}
            />
          </div>
          <p className="mt-4 text-slate-700">
            Don't see a company? We'll create their profile automatically!
          </p>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="features-heading" className="sr-only">
          Why use {platformName}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <Discovery />
    </>
  );
}
