import { ApiError } from '../../api/api-client.ts';
import { toast } from '../../components/ui/use-toast.ts';

/**
 * Failure toasts of the shortlists (spec part 1 section 8: destructive, the message as the
 * description). A refusal the server explains (a 4xx with its own text, e.g. 'Shortlist not
 * found.') adds that text, so the client knows why and not only what failed.
 */
export function toastFailure(message: string, error?: unknown, title = 'Error'): void {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail !== message ? error.detail : null;
  toast({ title, description: reason ? `${message} ${reason}` : message, variant: 'destructive' });
}

export function toastSuccess(title: string, description?: string): void {
  toast({ title, description });
}
