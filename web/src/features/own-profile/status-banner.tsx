import { AlertTriangle, CheckCircle2, Clock, Info, XCircle } from 'lucide-react';
import type { ProfileStatus } from '@contracts/profiles/contracts/profile-status.contract.ts';
import { cn } from '../../components/ui/cn.ts';

const STYLES: Record<ProfileStatus, { className: string; Icon: typeof Info }> = {
  approved: { className: 'border-success/40 bg-green-50 text-green-900', Icon: CheckCircle2 },
  pending: { className: 'border-amber-300 bg-amber-50 text-amber-900', Icon: Clock },
  incomplete: { className: 'border-brand/30 bg-brand-soft text-brand', Icon: Info },
  rejected: { className: 'border-destructive/40 bg-red-50 text-red-900', Icon: XCircle },
  revoked: { className: 'border-destructive/40 bg-red-50 text-red-900', Icon: AlertTriangle },
};

/** The status banner; its text comes from the server (profileStatusBanners). */
export function StatusBanner({ status, text, reason }: { status: ProfileStatus; text: string; reason?: string | null }) {
  const { className, Icon } = STYLES[status];
  return (
    <div role="status" data-status={status} className={cn('flex gap-3 rounded-card border p-4', className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{text}</p>
        {reason ? <p>Feedback from our team: {reason}</p> : null}
      </div>
    </div>
  );
}
