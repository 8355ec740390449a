import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../api/http.ts';
import { loadSchemas, preloadSchemas } from '../../api/schemas.ts';
import { useSendContactMessage } from '../../api/writes/contact.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { fieldErrors } from '../../lib/fieldErrors.ts';

const EMPTY = { firstName: '', lastName: '', email: '', companyName: '', subject: '', message: '' };

/** The contact form: validated by the shared schema, stored and mailed to support by the API. */
export function ContactForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();

  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { ContactMessageSchema } = await loadSchemas();
    const parsed = ContactMessageSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    send.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        setSent(true);
        toast({
          title: 'Message Sent',
          description: "Thank you! We'll get back to you within 24 hours.",
        });
      },
      onError: (error) =>
        toast({
          title: 'Message Failed',
          description: serverMessage(error) ?? 'Could not send your message. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  if (sent) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-6">
        <CircleCheck aria-hidden="true" className="size-8 text-green-700" />
        <h2 className="mt-3 text-lg font-semibold text-green-900">Message Sent</h2>
        <p className="mt-1 text-green-900">
          Thank you for contacting us. We'll get back to you within 24 hours.
        </p>
        <Button variant="outline" className="mt-4" onClick={() => setSent(false)}>
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadSchemas}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" required autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" required autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        {...field('email')}
      />
      <TextField label="Company Name" autoComplete="organization" {...field('companyName')} />
      <TextField label="Subject" required {...field('subject')} />
      <TextAreaField label="Message" required rows={6} {...field('message')} />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
