import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  /** Wider card for the longer sign-up forms. */
  wide?: boolean;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame every auth screen shares: one centred card with the page's h1. */
export function AuthLayout({ title, description, wide = false, icon, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <section className="px-4 py-10 sm:py-16" aria-labelledby="auth-title">
      <Card className={wide ? 'mx-auto w-full max-w-2xl' : 'mx-auto w-full max-w-md'}>
        <div className="flex flex-col gap-2 p-6 pb-2 sm:p-8 sm:pb-2">
          {icon ? <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">{icon}</div> : null}
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight break-words text-foreground">
            {title}
          </h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        <div className="p-6 pt-4 sm:p-8 sm:pt-4">{children}</div>
        {footer ? (
          <div className="border-t border-border px-6 py-4 text-center text-sm text-muted-foreground sm:px-8">{footer}</div>
        ) : null}
      </Card>
    </section>
  );
}
