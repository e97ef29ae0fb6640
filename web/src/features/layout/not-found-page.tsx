import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from './use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" aria-labelledby="not-found-title">
      <Compass className="size-12 text-accent" aria-hidden="true" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-accent">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-muted-foreground">
        We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/browse">Find Talent Leaders</Link>
        </Button>
      </div>
    </section>
  );
}
