/**
 * The start-up screen (spec: 500 ms at start), announced politely to screen readers. web/index.html
 * holds a copy in plain HTML, painted before the scripts run: keep the two alike.
 */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand motion-reduce:animate-none"
      />
      <span className="text-sm font-medium text-muted-foreground">Loading TalentLeaders…</span>
    </div>
  );
}
