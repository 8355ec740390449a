import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, PasswordResetInput } from '#shared/schemas/auth';
import { apiFetch, readJson } from '../http.ts';

interface MessageAnswer {
  message: string;
}

/**
 * "Forgot password?" and the reset link's form (issue 34). Not through the outbox: a reset is
 * asked for and used now, on this device, or not at all.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: ForgotPasswordInput) =>
      readJson<MessageAnswer>(await apiFetch('POST', '/api/auth/forgot-password', input)),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: PasswordResetInput) =>
      readJson<MessageAnswer>(await apiFetch('POST', '/api/auth/reset-password', input)),
  });
}
