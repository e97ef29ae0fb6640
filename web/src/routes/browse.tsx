import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/layout/coming-soon-page.tsx';
import { readBrowseSearch } from '../features/browse/browse-search.ts';

export const Route = createFileRoute('/browse')({
  validateSearch: readBrowseSearch,
  component: () => (
    <ComingSoonPage
      title="Find Talent Leaders"
      description="Search and filter vetted fractional Talent and HR leaders by role, location, industry, tools and availability."
    />
  ),
});
