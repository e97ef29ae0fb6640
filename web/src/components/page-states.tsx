import type { ReactNode } from 'react';
import { AlertCircle, Loader2, type LucideIcon } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { cn } from './ui/cn.ts';

/**
 * The states a page (or a pane of one) shows around its data: loading, failed, empty. One look and
 * one way to announce them: loading is a status, a failure an alert with 'Try again'.
 * Pages with a layout-shaped skeleton (the browse cards, a profile) keep it and use these for the rest.
 */

export function PageLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-24 text-muted-foreground', className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

type PageErrorProps = {
  message: string;
  /** A heading above the message, when the failed part has no heading of its own on screen. */
  title?: ReactNode;
  /** h1 when the failure is all the page shows. */
  headingLevel?: 'h1' | 'h2';
  onRetry?: () => void;
  /** 'compact' for a side panel or a dialog: no icon, a small button. */
  size?: 'page' | 'compact';
  className?: string;
  children?: ReactNode;
};

export function PageError({ message, title, headingLevel = 'h2', onRetry, size = 'page', className, children }: PageErrorProps) {
  const compact = size === 'compact';
  const Heading = headingLevel;
  return (
    <Card
      role="alert"
      className={cn('flex flex-col items-center gap-3 text-center break-words', compact ? 'p-4 text-sm' : 'p-8', className)}
    >
      {compact ? null : <AlertCircle className="size-8 text-destructive" aria-hidden="true" />}
      {title ? <Heading className="text-xl font-semibold">{title}</Heading> : null}
      <p className="font-medium text-destructive">{message}</p>
      {onRetry ? (
        <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {children}
    </Card>
  );
}

type PageEmptyProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Headings follow the page's outline: h2 for a page's only content, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
  /** Buttons or links that lead on (clear filters, create the first one). */
  children?: ReactNode;
  className?: string;
};

export function PageEmpty({ title, description, icon: Icon, headingLevel = 'h3', children, className }: PageEmptyProps) {
  const Heading = headingLevel;
  return (
    <Card className={cn('flex flex-col items-center gap-3 p-10 text-center break-words', className)}>
      {Icon ? <Icon className="size-10 text-muted-foreground" aria-hidden="true" /> : null}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {children}
    </Card>
  );
}
