/**
 * Text with a search's matched stretches in <mark> (the API's [start, end) ranges, issue 33 item 3).
 * A screen reader reads the text as it is, the marked words included; ranges out of order, out of
 * bounds or overlapping are skipped rather than trusted.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] | undefined }) {
  if (!ranges || ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-highlight px-0.5 text-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
