import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../features/browse/browse-page.tsx';
import { readBrowseSearch } from '../features/browse/browse-search.ts';

export const Route = createFileRoute('/browse')({
  validateSearch: readBrowseSearch,
  component: BrowsePage,
});
