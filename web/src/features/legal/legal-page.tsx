import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { OPERATOR } from './operator.ts';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Shared layout of the legal pages: title, date, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8" aria-labelledby="legal-title">
      <header>
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {OPERATOR.lastUpdated}</p>
        <div className="mt-6 flex flex-col gap-4 text-foreground/90">{intro}</div>
      </header>
      <nav aria-label="On this page" className="mt-8 rounded-card border border-border bg-surface p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">On this page</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded-sm text-brand hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-foreground">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed text-foreground/90 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-brand underline underline-offset-2">
      {address}
    </a>
  );
}
