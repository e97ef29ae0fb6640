import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { inputClassName } from './input.tsx';

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(inputClassName, 'min-h-28 py-2 leading-relaxed', className)} {...props} />;
});
