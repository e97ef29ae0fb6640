import { createFileRoute } from '@tanstack/react-router';
import { JoinCommunityPage } from '../features/community/join-community-page.tsx';

export const Route = createFileRoute('/join-community')({ component: JoinCommunityPage });
