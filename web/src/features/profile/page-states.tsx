import type { ReactNode } from 'react';
import { AlertCircle, Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function PageError({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-card border border-destructive/40 bg-surface px-6 py-12 text-center">
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <p className="text-foreground">{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {children}
    </div>
  );
}
