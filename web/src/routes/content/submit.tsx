import { createFileRoute } from '@tanstack/react-router';
import { SubmitArticlePage } from '../../features/content/submit-article-page.tsx';

export const Route = createFileRoute('/content/submit')({ component: SubmitArticlePage });
