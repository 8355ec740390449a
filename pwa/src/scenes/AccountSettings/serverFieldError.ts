import { HttpError, serverMessage } from '../../api/http.ts';

/**
 * Where a settings form shows the server's refusal: a wrong current password under that field,
 * a taken address (409) under the email; anything else above the button.
 */
export function serverFieldError(error: unknown): Record<string, string> {
  const message = serverMessage(error) ?? 'Could not save. Check your connection and try again.';
  if (!(error instanceof HttpError)) return { form: message };
  if (error.status === 400 && message === 'The password is not correct') {
    return { currentPassword: message };
  }
  if (error.status === 409) return { email: message };
  return { form: message };
}
