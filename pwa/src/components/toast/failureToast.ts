import { serverMessage } from '../../api/http.ts';
import { toast } from './toastStore.ts';

/** The red toast of a failed write: the server's own message when it sent one, else `fallback`. */
export function failureToast(title: string, error: unknown, fallback: string): void {
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
