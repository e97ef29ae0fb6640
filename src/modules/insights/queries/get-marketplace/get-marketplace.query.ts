import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { InsightsDeclaration, MarketplaceReport, ReportPeriod } from '../../../../platform/insights/insights.ts';
import type { MarketplaceAnswer } from '../../contracts/insights.contract.ts';

/** Every module's Marketplace tables, in the composition root's order. */
export function marketplaceReportsOf(declarations: readonly InsightsDeclaration[]): { module: string; report: MarketplaceReport }[] {
  return declarations.flatMap((declaration) => declaration.reports.map((report) => ({ module: declaration.module, report })));
}

/** The team's Marketplace tab: each module's tables over the period, read from its own tables. */
export async function getMarketplace(em: EntityManager, declarations: readonly InsightsDeclaration[], period: ReportPeriod, now = new Date()): Promise<MarketplaceAnswer> {
  const reports = [];
  for (const { module, report } of marketplaceReportsOf(declarations)) {
    reports.push({
      id: report.id,
      module,
      title: report.title,
      description: report.description,
      columns: [...report.columns],
      rows: await report.read(em, { period, now }),
    });
  }
  return { period, generatedAt: now.toISOString(), reports };
}
