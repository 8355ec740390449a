import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '#shared/types/api';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';
import { refreshForNewSession } from './session.ts';

/** Registering from the browser that posted anonymous reviews links them to the account. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: Record<string, string>) => {
      const { RegisterSchema } = await loadSchemas();
      return sendWrite<AuthUser>({
        kind: 'register',
        method: 'POST',
        url: '/api/auth/register',
        body: RegisterSchema.parse(form),
      });
    },
    onSuccess: (user) => {
      refreshForNewSession(queryClient, user);
      // The reviews this browser posted anonymously now belong to the new user.
      void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
    },
  });
}
