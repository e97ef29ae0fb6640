import { useEffect, useRef } from 'react';
import { Mail } from 'lucide-react';
import { insightsMessages as m } from '@contracts/insights/contracts/insights-words.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useSaveWeeklyEmail, useWeeklyEmail } from './insights-api.ts';

/**
 * The weekly e-mail's switch (issue 42 item 4, decision 038's record): a change saves at once, with
 * the words shown here recorded as the consent. The e-mail's unsubscribe link opens this card
 * (#weekly-email). Nothing shows until the choice is known, so the box never flips under a finger.
 */
export function WeeklyEmailCard({ userId }: { userId: string | undefined }) {
  const preference = useWeeklyEmail(userId);
  const save = useSaveWeeklyEmail(userId);
  const checkbox = useRef<HTMLButtonElement>(null);
  const loaded = Boolean(preference.data);
  // The e-mail's unsubscribe link lands on #weekly-email: the card comes after its data, so the
  // browser's own jump to the hash has already passed; bring the card into view and focus the box.
  useEffect(() => {
    if (!loaded) return;
    const reveal = () => {
      if (window.location.hash !== '#weekly-email') return;
      checkbox.current?.scrollIntoView({ block: 'center' });
      checkbox.current?.focus({ preventScroll: true });
    };
    reveal();
    // Followed from this very page (the link opened where the page already is): the hash changes alone.
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [loaded]);
  if (!preference.data) return null;

  const change = async (weekly: boolean) => {
    try {
      await save.mutateAsync(weekly);
      toast({ title: m.weeklyEmailSaved });
    } catch (error) {
      toastFailure(m.weeklyEmailSaveFailed, error);
    }
  };

  return (
    <Card id="weekly-email" className="flex scroll-mt-24 flex-col gap-3 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold leading-snug text-foreground">
        <Mail className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        {m.weeklyEmailHeading}
      </h2>
      <div className="flex items-start gap-3">
        <Checkbox
          ref={checkbox}
          id="insights-weekly-email"
          className="mt-0.5"
          aria-describedby="insights-weekly-email-description"
          checked={save.isPending ? save.variables : preference.data.weekly}
          disabled={save.isPending}
          onCheckedChange={(checked) => void change(checked === true)}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="insights-weekly-email" className="font-medium">
            {m.weeklyEmailLabel}
          </Label>
          <p id="insights-weekly-email-description" className="text-sm text-muted-foreground">
            {m.weeklyEmailDescription}
          </p>
        </div>
      </div>
    </Card>
  );
}
