import { Link } from '@tanstack/react-router';
import { LayoutDashboard } from 'lucide-react';
import { useSessionStore } from '../../stores/session.store.ts';

/** Spec: bottom-right shortcut for a signed-in consultant or super admin, once loading has finished. */
export function ConsultantDashboardLink() {
  const visible = useSessionStore((s) => !s.loading && s.user !== null && (s.isConsultant || s.isSuperAdmin));
  if (!visible) return null;
  return (
    <Link
      to="/consultant-dashboard"
      className="fixed bottom-6 right-6 z-30 inline-flex items-center gap-2 rounded-full bg-accent px-5 py-3 text-sm font-semibold text-accent-foreground shadow-lg hover:bg-accent-hover"
    >
      <LayoutDashboard className="size-4" aria-hidden="true" />
      Consultant Dashboard
    </Link>
  );
}
