import { Clock, Mail } from 'lucide-react';
import { useSite } from '../../api/queries/site.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { SupportEmailLink } from '../../components/site/SupportEmailLink.tsx';
import { ContactForm } from './ContactForm.tsx';

export function Contact() {
  const { platformName } = useSite();
  usePageMeta(
    'Contact Us',
    `Questions, feedback or partnership ideas? Contact the ${platformName} team.`,
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Contact Us</h1>
      <p className="mt-2 text-slate-700">
        Have a question or feedback? Send us a message and we'll reply within 24 hours.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section
          aria-label="Contact form"
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <ContactForm />
        </section>
        <aside className="grid content-start gap-4">
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">Get in Touch</h2>
            <ul className="mt-3 grid gap-3 text-sm text-slate-800">
              <li className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <SupportEmailLink />
              </li>
            </ul>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Clock aria-hidden="true" className="size-4 text-brand-700" />
              Business Hours
            </h2>
            <p className="mt-2 text-sm text-slate-800">Monday - Friday: 9:00 AM - 6:00 PM PST</p>
            <p className="text-sm text-slate-800">Saturday - Sunday: Closed</p>
            <p className="mt-2 text-sm text-slate-600">
              We reply to every message within 24 hours.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
