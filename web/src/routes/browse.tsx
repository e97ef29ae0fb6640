import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../features/browse/browse-page.tsx';
import { readBrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';

export const Route = createFileRoute('/browse')({
  validateSearch: readBrowseSearch,
  component: BrowsePage,
});
