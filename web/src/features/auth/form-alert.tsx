import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';

type FormAlertProps = { variant?: 'error' | 'success'; title?: string; children: ReactNode; className?: string };

/** The red alert on a form (spec: a failed sign-up shows one), or a green notice. */
export function FormAlert({ variant = 'error', title, children, className }: FormAlertProps) {
  const Icon = variant === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-md border p-3 text-sm',
        variant === 'error' ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'border-success/40 bg-success/5 text-success',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
