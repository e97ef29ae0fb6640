import { createFileRoute } from '@tanstack/react-router';
import { profileAccessMessages } from '@contracts/profiles/contracts/profile-access-messages.contract.ts';
import { requireAccess } from '../../features/auth/require-access.ts';
import { ProfileEditPage } from '../../features/own-profile/profile-edit-page.tsx';

const denied = { to: '/auth/login', title: profileAccessMessages.editAccessDeniedTitle, description: profileAccessMessages.editAccessDenied } as const;

export const Route = createFileRoute('/profile/edit')({
  beforeLoad: requireAccess({ allow: ['executive'], signedOut: denied, denied }),
  component: ProfileEditPage,
});
