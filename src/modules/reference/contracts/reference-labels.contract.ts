/** Labels of chosen reference ids, for every screen and search text that shows them. */

type Labelled = { id: string; label: string };

/** The chosen ids' labels in the option list's display order (not the order they were ticked); unknown ids are skipped. */
export function labelsOf(list: readonly Labelled[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return list.filter((option) => wanted.has(option.id)).map((option) => option.label);
}

/** The label of one chosen id, or undefined for none or an id the list does not have. */
export function labelOf(list: readonly Labelled[], id: string | null | undefined): string | undefined {
  return id ? list.find((option) => option.id === id)?.label : undefined;
}
