import { Link } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * Placeholder for a route whose feature ships in a later release: the route exists (links work,
 * nothing 404s) and the page says plainly that it is not available yet.
 */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" aria-labelledby="coming-soon-title">
      <Hourglass className="size-12 text-accent" aria-hidden="true" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-accent">Coming soon</p>
      <h1 id="coming-soon-title" className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-muted-foreground">{description}</p>
      <p className="mt-2 text-muted-foreground">This part of TalentLeaders is being built and will be available soon.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/how-it-works">How It Works</Link>
        </Button>
      </div>
    </section>
  );
}
