import { createFileRoute } from '@tanstack/react-router';
import { ContentHubPage } from '../../features/content/content-hub-page.tsx';
import { readHubSearch } from '../../features/content/hub-search.ts';

export const Route = createFileRoute('/content/')({
  validateSearch: readHubSearch,
  component: ContentHubPage,
});
