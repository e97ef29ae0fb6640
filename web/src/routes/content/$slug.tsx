import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/content/article-page.tsx';

export const Route = createFileRoute('/content/$slug')({
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  // A new slug is a new page: remount so the comment form of the previous article does not linger.
  return <ArticlePage key={slug} slug={slug} />;
}
