import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '#shared/schemas/auth';
import type { AuthUser } from '#shared/types/api';
import { loadSchemas } from '../schemas.ts';
import { sendWrite } from '../sendWrite.ts';
import { refreshForNewSession } from './session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: LoginInput) => {
      const { LoginSchema } = await loadSchemas();
      return sendWrite<AuthUser>({
        kind: 'login',
        method: 'POST',
        url: '/api/auth/login',
        body: LoginSchema.parse(form),
      });
    },
    onSuccess: (user) => refreshForNewSession(queryClient, user),
  });
}
