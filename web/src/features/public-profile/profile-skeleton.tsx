import { Card } from '../../components/ui/card.tsx';

/** The profile's shape while it loads, so the page does not jump when it arrives. */
export function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]" data-testid="profile-skeleton" aria-busy="true">
      <h1 className="sr-only">Loading profile</h1>
      <div className="flex flex-col gap-6" aria-hidden="true">
        <Card className="flex gap-4 p-6">
          <div className="size-16 animate-pulse rounded-full bg-muted" />
          <div className="flex flex-1 flex-col gap-3">
            <div className="h-6 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </Card>
        <Card className="flex flex-col gap-3 p-6">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-4 animate-pulse rounded bg-muted" />
          ))}
        </Card>
      </div>
      <Card className="h-48 animate-pulse bg-muted" aria-hidden="true" />
    </div>
  );
}
