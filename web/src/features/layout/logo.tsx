import { Link } from '@tanstack/react-router';
import { cn } from '../../components/ui/cn.ts';

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={cn('inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight', className)}
     
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 items-center justify-center rounded-lg text-base font-extrabold',
          inverse ? 'bg-surface text-brand' : 'bg-brand text-brand-foreground',
        )}
      >
        T
      </span>
      <span className={inverse ? 'text-brand-foreground' : 'text-brand'}>
        Talent<span className={inverse ? 'text-accent-soft' : 'text-accent'}>Leaders</span>
      </span>
    </Link>
  );
}
