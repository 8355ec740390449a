import { Eye, Handshake, Scale, ShieldCheck, Sparkles, Target } from 'lucide-react';
import { MAIN_CATEGORY_COUNT, SUBCATEGORY_COUNT } from '#shared/catalogue/catalogue';
import { useSite } from '../../api/queries/site.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SiteName } from '../../components/site/SiteName.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Trust',
    text: 'Verified reviews and clear rules keep the feedback honest.',
  },
  {
    icon: Scale,
    title: 'Fairness',
    text: 'Every company gets the same treatment, whether it pays us or not.',
  },
  {
    icon: Handshake,
    title: 'Transparency',
    text: 'We say what is AI-generated and how ratings and awards are computed.',
  },
];

export function About() {
  const { platformName } = useSite();
  usePageMeta(
    `About ${platformName}`,
    `${platformName} helps businesses choose B2B partners through honest, verified reviews.`,
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        About <SiteName />
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        We help businesses choose the right partners through honest reviews from real customers.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Target aria-hidden="true" className="size-7 text-brand-700" />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">Our Mission</h2>
          <p className="mt-2 text-slate-700">
            To bring transparency to B2B buying, so every company can choose vendors and partners
            with confidence.
          </p>
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Eye aria-hidden="true" className="size-7 text-brand-700" />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">Our Vision</h2>
          <p className="mt-2 text-slate-700">
            A business world where great service is recognised and poor service is improved, because
            customer feedback is open to everyone.
          </p>
        </section>
      </div>

      <section className="mt-10">
        <h2 className="text-2xl font-semibold text-slate-900">What We Do</h2>
        <ul className="mt-3 ml-5 grid list-disc gap-2 text-slate-700">
          <li>
            Let anyone find a company by its website domain; a profile is created the first time a
            domain is searched.
          </li>
          <li>Collect verified reviews, complaints and comments, with email validation.</li>
          <li>
            Organise companies in {MAIN_CATEGORY_COUNT} industry categories and {SUBCATEGORY_COUNT}{' '}
            subcategories, with AI-generated descriptions and categorisation.
          </li>
          <li>Recognise the best-rated companies with quarterly category awards and badges.</li>
        </ul>
      </section>

      <section className="mt-10">
        <h2 className="text-2xl font-semibold text-slate-900">Our Story</h2>
        <p className="mt-3 text-slate-700">
          <SiteName /> started when our founders spent months choosing a software vendor with
          nothing but sales decks to go on. Consumer products had reviews everywhere; business
          services had almost none. We built the platform we wished we had had: one place where
          companies share what it is really like to work with a supplier.
        </p>
      </section>

      <section className="mt-10">
        <h2 className="text-2xl font-semibold text-slate-900">Our Values</h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12 rounded-lg bg-brand-50 p-6 text-center">
        <Sparkles aria-hidden="true" className="mx-auto size-7 text-brand-700" />
        <h2 className="mt-2 text-xl font-semibold text-slate-900">Join the community</h2>
        <p className="mt-1 text-slate-700">
          Share your experience or explore companies by industry.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/write-review">Write a Review</ButtonLink>
          <ButtonLink to="/categories" variant="outline">
            Browse Categories
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
