import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { loadSchemas } from '../../api/schemas.ts';
import { useSendContactMessage } from '../../api/writes/contact.ts';
import { EmailField, NameFields } from '../../components/forms/AccountFields.tsx';
import { PublicForm } from '../../components/forms/PublicForm.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { failureToast } from '../../components/toast/failureToast.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { useZodForm } from '../../lib/useZodForm.ts';

const EMPTY = { firstName: '', lastName: '', email: '', companyName: '', subject: '', message: '' };

/** The contact form: validated by the shared schema, stored and mailed to support by the API. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const form = useZodForm({
    initial: EMPTY,
    schema: async () => (await loadSchemas()).ContactMessageSchema,
  });

  const submit = form.handleSubmit((_, values) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        setSent(true);
        toast({
          title: 'Message Sent',
          description: "Thank you! We'll get back to you within 24 hours.",
        });
      },
      onError: (error) =>
        failureToast('Message Failed', error, 'Could not send your message. Please try again.'),
    }),
  );

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
    <PublicForm onSubmit={submit} className="grid gap-4">
      <NameFields first={form.field('firstName')} last={form.field('lastName')} required />
      <EmailField label="Email Address" required {...form.field('email')} />
      <TextField label="Company Name" autoComplete="organization" {...form.field('companyName')} />
      <TextField label="Subject" required {...form.field('subject')} />
      <TextAreaField label="Message" required rows={6} {...form.field('message')} />
      <div>
        <SubmitButton busy={send.isPending} label="Send Message" busyLabel="Sending..." />
      </div>
    </PublicForm>
  );
}
