import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksPage } from '../features/how-it-works/how-it-works-page.tsx';

export const Route = createFileRoute('/how-it-works')({ component: HowItWorksPage });
