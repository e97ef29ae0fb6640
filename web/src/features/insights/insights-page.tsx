import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowDown, ArrowRight, ArrowUp, BarChart3, EyeOff, Lightbulb, Lock, Minus, Sparkles } from 'lucide-react';
import type { ExecutiveInsights, InsightsFigures, InsightsSuggestion, InsightsTerm } from '@contracts/insights/contracts/insights.contract.ts';
import { insightsMessages as m } from '@contracts/insights/contracts/insights-words.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError } from '../../components/page-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useOwnInsights } from './insights-api.ts';
import { InsightsChart } from './insights-chart.tsx';
import { describeChange, formatCount, formatDayWithYear, formatPosition, type ChangeDirection } from './insights-figures.ts';
import { linkOf } from './suggestion-link.ts';
import { WeeklyEmailCard } from './weekly-email-card.tsx';

type FigureKey = keyof Pick<InsightsFigures, 'appearances' | 'opens' | 'shortlistAdds' | 'contactShown' | 'compareAdds'>;

const FIGURES: readonly { key: FigureKey; label: string }[] = [
  { key: 'appearances', label: m.appearances },
  { key: 'opens', label: m.opens },
  { key: 'shortlistAdds', label: m.shortlistAdds },
  { key: 'contactShown', label: m.contactShown },
  { key: 'compareAdds', label: m.compareAdds },
];

const CHANGE_LOOK: Record<ChangeDirection, { icon: typeof ArrowUp; className: string }> = {
  up: { icon: ArrowUp, className: 'bg-green-50 text-green-800' },
  down: { icon: ArrowDown, className: 'bg-red-50 text-red-900' },
  same: { icon: Minus, className: 'bg-muted text-muted-foreground' },
  new: { icon: Sparkles, className: 'bg-brand-soft text-brand' },
};

// Cards a little tighter on a phone, so the tables keep their width.
const headerClass = 'p-4 pb-3 sm:p-6 sm:pb-3';
const contentClass = 'p-4 pt-0 sm:p-6 sm:pt-0';

const linkClass = 'inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline';

function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="text-lg font-semibold leading-snug text-foreground">
      {children}
    </h2>
  );
}

function Change({ thisWeek, lastWeek }: { thisWeek: number; lastWeek: number }) {
  const change = describeChange(thisWeek, lastWeek);
  const { icon: Icon, className } = CHANGE_LOOK[change.direction];
  return (
    <p className={cn('inline-flex items-center gap-1 self-start rounded-full px-2 py-0.5 text-xs font-medium', className)} data-testid="insights-change">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span aria-hidden="true">{change.text}</span>
      <span className="sr-only">{change.description}</span>
    </p>
  );
}

function FigureCards({ thisWeek, lastWeek }: { thisWeek: InsightsFigures; lastWeek: InsightsFigures }) {
  return (
    <section aria-labelledby="insights-this-week" className="flex flex-col gap-3">
      <SectionHeading id="insights-this-week">{m.thisWeek}</SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map((figure) => (
          <li key={figure.key} className="min-w-0">
            <Card className="flex h-full flex-col gap-2 p-4" data-testid={`insights-figure-${figure.key}`}>
              <h3 className="text-sm font-medium text-muted-foreground">{figure.label}</h3>
              <dl className="flex flex-col gap-1">
                <div>
                  <dt className="sr-only">{m.thisWeek}</dt>
                  <dd className="text-3xl font-bold tabular-nums text-foreground">{formatCount(thisWeek[figure.key])}</dd>
                </div>
                <div className="flex flex-wrap gap-x-1 text-sm text-muted-foreground">
                  <dt>{m.lastWeek}:</dt>
                  <dd className="tabular-nums">{formatCount(lastWeek[figure.key])}</dd>
                </div>
              </dl>
              <div className="mt-auto">
                <Change thisWeek={thisWeek[figure.key]} lastWeek={lastWeek[figure.key]} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopTerms({ terms }: { terms: readonly InsightsTerm[] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader className={headerClass}>
        <SectionHeading>{m.topTerms}</SectionHeading>
        <p className="text-sm text-muted-foreground">{m.topTermsPeriod}</p>
      </CardHeader>
      <CardContent className={contentClass}>
        {terms.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.topTermsEmpty}</p>
        ) : (
          <div className="overflow-hidden rounded-md border border-border">
            <table className="w-full text-left text-sm" data-testid="insights-top-terms">
              <caption className="sr-only">{m.topTermsCaption}</caption>
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="w-1/2 px-3 py-2 font-medium">
                    {m.term}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {m.appearances}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {m.averagePosition}
                  </th>
                </tr>
              </thead>
              <tbody>
                {terms.map((term) => (
                  <tr key={term.term} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 font-medium wrap-anywhere text-foreground">
                      {term.term}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{formatCount(term.appearances)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPosition(term.averagePosition)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SuggestionAction({ action }: { action: NonNullable<InsightsSuggestion['action']> }) {
  const link = linkOf(action.href);
  const content = (
    <>
      {action.label}
      <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
    </>
  );
  if (link.kind === 'external') {
    return (
      <a href={link.href} className={linkClass}>
        {content}
      </a>
    );
  }
  // The API's href names one of the app's pages, known only at run time; the router takes its path, search and hash apart.
  return (
    <Link to={link.to as NonNullable<LinkProps['to']>} search={link.search as never} hash={link.hash} className={linkClass}>
      {content}
    </Link>
  );
}

function Suggestions({ suggestions }: { suggestions: readonly InsightsSuggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <Card className="flex flex-col">
      <CardHeader className={headerClass}>
        <SectionHeading>{m.howToBeFoundMore}</SectionHeading>
      </CardHeader>
      <CardContent className={contentClass}>
        <ul className="flex flex-col gap-4" data-testid="insights-suggestions">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id} className="flex gap-3">
              <Lightbulb className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
              <div className="flex min-w-0 flex-col gap-1">
                <p className="break-words text-sm text-foreground">{suggestion.text}</p>
                {suggestion.action ? <SuggestionAction action={suggestion.action} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PrivacyNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {m.privacyNote}
    </p>
  );
}

function InsightsSkeleton() {
  const block = 'animate-pulse rounded-card bg-muted';
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-8" data-testid="insights-loading">
      <span className="sr-only">{m.loading}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-hidden="true">
        {FIGURES.map((figure) => (
          <div key={figure.key} className={cn(block, 'h-36')} />
        ))}
      </div>
      <div className={cn(block, 'h-80')} aria-hidden="true" />
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <div className={cn(block, 'h-56')} />
        <div className={cn(block, 'h-56')} />
      </div>
    </div>
  );
}

function InsightsContent({ insights }: { insights: ExecutiveInsights }) {
  if (!insights.listed) {
    return (
      <>
        <PageEmpty icon={EyeOff} headingLevel="h2" title={m.notListed}>
          <Button asChild variant="outline">
            <Link to="/profile">{m.yourProfile}</Link>
          </Button>
        </PageEmpty>
        <Suggestions suggestions={insights.suggestions} />
      </>
    );
  }
  if (insights.countingSince === null) {
    return (
      <>
        <PageEmpty icon={BarChart3} headingLevel="h2" title={m.nothingYet} />
        <Suggestions suggestions={insights.suggestions} />
      </>
    );
  }
  return (
    <>
      <FigureCards thisWeek={insights.thisWeek} lastWeek={insights.lastWeek} />
      <Card className="p-4 sm:p-6">
        <section aria-labelledby="insights-chart-heading">
          <InsightsChart weeks={insights.weeks} heading={<SectionHeading id="insights-chart-heading">{m.chartTitle}</SectionHeading>} />
        </section>
      </Card>
      <div className={cn('grid gap-6', insights.suggestions.length > 0 && 'lg:grid-cols-2')}>
        <TopTerms terms={insights.topTerms} />
        <Suggestions suggestions={insights.suggestions} />
      </div>
    </>
  );
}

/** /profile/insights: the signed-in executive's reach (issue 42 item 3, decision 050). */
export function InsightsPage() {
  useDocumentTitle(m.pageTitle);
  const userId = useSessionStore((session) => session.user?.id);
  const insights = useOwnInsights(userId);
  useQueryFailureToast(insights, m.loadFailed);
  const countingSince = insights.data?.listed ? insights.data.countingSince : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{m.pageTitle}</h1>
          <p className="text-muted-foreground">{m.pageIntro}</p>
          {countingSince ? <p className="text-sm text-muted-foreground">{m.countingSince(formatDayWithYear(countingSince))}</p> : null}
        </header>
        {insights.isPending ? (
          <InsightsSkeleton />
        ) : insights.isError ? (
          <PageError message={m.loadFailed} onRetry={() => void insights.refetch()} />
        ) : (
          <InsightsContent insights={insights.data} />
        )}
        {insights.isPending || insights.isError ? null : (
          <>
            {insights.data.listed ? <WeeklyEmailCard userId={userId} /> : null}
            <PrivacyNote />
          </>
        )}
      </div>
    </div>
  );
}
