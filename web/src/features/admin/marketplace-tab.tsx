import { useId } from 'react';
import type { MarketplaceReportAnswer } from '@contracts/insights/contracts/insights.contract.ts';
import { insightsMessages } from '@contracts/insights/contracts/insights-words.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { adminLoadFailure } from './admin-api.ts';
import { ExportCsvLink } from './export-csv-link.tsx';
import { formatInstant, formatReportCell, isFlagSet, isNumericKind } from './marketplace-format.ts';
import { marketplaceExportUrl, useMarketplace } from './marketplace-api.ts';
import { MARKETPLACE_PERIOD_LABELS, MARKETPLACE_PERIODS, parseMarketplacePeriod, type MarketplacePeriod } from './marketplace-period.ts';

const NOTHING_IN_PERIOD = 'Nothing in this period.';

type Column = MarketplaceReportAnswer['columns'][number];
type Row = MarketplaceReportAnswer['rows'][number];

function Cell({ column, row, header }: { column: Column; row: Row; header: boolean }) {
  const value = row[column.key];
  const numeric = isNumericKind(column.kind);
  const className = cn(
    'px-4 py-3 align-top first:pl-6 last:pr-6',
    numeric ? 'whitespace-nowrap text-right tabular-nums' : column.kind === 'text' ? 'min-w-40 max-w-xs break-words' : 'whitespace-nowrap',
    header ? 'font-medium text-foreground' : 'text-foreground',
  );
  const content =
    column.kind === 'flag' ? (
      isFlagSet(value) ? (
        <Badge variant="destructive" className="whitespace-nowrap">
          {insightsMessages.overPromise}
        </Badge>
      ) : null
    ) : (
      formatReportCell(column.kind, value)
    );
  return header ? (
    <th scope="row" className={className}>
      {content}
    </th>
  ) : (
    <td className={className}>{content}</td>
  );
}

function ReportCard({ report, period }: { report: MarketplaceReportAnswer; period: MarketplacePeriod }) {
  const titleId = useId();
  const periodWords = MARKETPLACE_PERIOD_LABELS[period].toLowerCase();
  return (
    <li>
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="flex min-w-0 flex-col gap-1.5">
            <CardTitle id={titleId} className="break-words">
              {report.title}
            </CardTitle>
            <CardDescription className="max-w-prose break-words">{report.description}</CardDescription>
          </div>
          <div className="shrink-0 pt-2 sm:pt-0">
            <ExportCsvLink href={marketplaceExportUrl(report.id, period)} what={`${report.title}, ${periodWords}`} />
          </div>
        </CardHeader>
        <CardContent className="px-0 pb-2">
          {report.rows.length === 0 ? (
            <p className="px-6 pb-4 text-sm text-muted-foreground">{NOTHING_IN_PERIOD}</p>
          ) : (
            // The table scrolls sideways inside its card on a phone; the page itself never does.
            // A tab stop, so a keyboard can scroll it too.
            <div
              role="region"
              aria-labelledby={titleId}
              tabIndex={0}
              className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              data-testid={`marketplace-report-${report.id}`}
            >
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">
                  {report.title}, {periodWords}
                </caption>
                <thead className="bg-muted text-muted-foreground">
                  <tr>
                    {report.columns.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        className={cn('whitespace-nowrap px-4 py-3 font-medium first:pl-6 last:pr-6', isNumericKind(column.kind) && 'text-right')}
                      >
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row, index) => (
                    // Rows have no id of their own: a report is read, never edited, so the position is its key.
                    <tr key={index} className="border-t border-border">
                      {report.columns.map((column, columnIndex) => (
                        <Cell key={column.key} column={column} row={row} header={columnIndex === 0} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

function PeriodSelect({ period, onChange }: { period: MarketplacePeriod; onChange: (period: MarketplacePeriod) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>Period</Label>
      <Select value={String(period)} onValueChange={(value) => onChange(parseMarketplacePeriod(value))}>
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {MARKETPLACE_PERIODS.map((choice) => (
            <SelectItem key={choice} value={String(choice)}>
              {MARKETPLACE_PERIOD_LABELS[choice]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * Marketplace (issue 42): the team's reports over the last 30 or 90 days (the period is in the
 * URL), each a table drawn from the columns the server sends, with its own CSV.
 */
export function MarketplaceTab({ period = 30, onPeriodChange }: { period?: MarketplacePeriod; onPeriodChange?: (period: MarketplacePeriod) => void }) {
  const marketplace = useMarketplace(period);
  useQueryFailureToast(marketplace, adminLoadFailure(insightsMessages.marketplaceLoadFailed));

  let body;
  if (marketplace.isPending) body = <PageLoading label="Loading the marketplace figures..." />;
  else if (marketplace.isError) body = <PageError message={insightsMessages.marketplaceLoadFailed} onRetry={() => void marketplace.refetch()} size="compact" />;
  else if (marketplace.data.reports.length === 0) body = <PageEmpty title="No reports yet." description="Figures appear here as people search, sign up and submit profiles." />;
  else {
    const { reports, generatedAt } = marketplace.data;
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          Figures as of <time dateTime={generatedAt}>{formatInstant(generatedAt)}</time>.
        </p>
        <ul className="flex flex-col gap-6" aria-label={`Marketplace reports, ${MARKETPLACE_PERIOD_LABELS[period].toLowerCase()}`}>
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} period={period} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h2 className="sr-only">{insightsMessages.marketplaceTab}</h2>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-prose text-sm text-muted-foreground">
          How the marketplace is used: searches, sign-ups and how fast profiles are vetted.
        </p>
        <PeriodSelect period={period} onChange={(next) => onPeriodChange?.(next)} />
      </div>
      {body}
    </div>
  );
}
