import { useMutation } from '@tanstack/react-query';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';

/** The contact form: stored by the API and mailed to the support address. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (form: unknown) => {
      const { ContactMessageSchema } = await loadSchemas();
      return sendWrite<{ message: string }>({
        kind: 'contact',
        method: 'POST',
        url: '/api/contact',
        body: ContactMessageSchema.parse(form),
      });
    },
  });
}
