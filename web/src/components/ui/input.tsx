import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from './cn.ts';

export const inputClassName = cn(
  'w-full rounded-md border border-input bg-surface px-3 text-sm text-foreground placeholder:text-muted-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
  'aria-[invalid=true]:border-destructive',
);

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(inputClassName, 'h-11', className)} {...props} />;
});
