import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '../features/compare/compare-page.tsx';

/** ?ids=a,b,c names the leaders, so a comparison survives a reload and can be shared. */
function readCompareSearch(search: Record<string, unknown>): { ids?: string } {
  return typeof search.ids === 'string' && search.ids !== '' ? { ids: search.ids } : {};
}

export const Route = createFileRoute('/compare')({
  validateSearch: readCompareSearch,
  component: CompareRoute,
});

function CompareRoute() {
  const { ids } = Route.useSearch();
  return <ComparePage ids={ids} />;
}
