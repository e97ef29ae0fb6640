import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { Category } from '@contracts/content/contracts/content.contract.ts';
import { hubMessages } from '@contracts/content/contracts/content-messages.contract.ts';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';

/** How long typing rests before the search reaches the URL (and the API). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box: the text reaches the URL once typing rests, or at once on Enter. The URL can
 * change under it (the back button), and it follows.
 */
export function HubSearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text);
  };
  return (
    <form role="search" aria-label={hubMessages.searchLabel} onSubmit={submit} className="relative min-w-0 flex-1">
      <label htmlFor="content-search" className="sr-only">
        {hubMessages.searchLabel}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="content-search"
        type="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder={hubMessages.searchPlaceholder}
        className="pl-9"
      />
    </form>
  );
}

export function CategorySelect({ categories, value, onChange }: { categories: Category[]; value: string; onChange: (slug: string) => void }) {
  return (
    <div className="w-full sm:w-64">
      <label htmlFor="content-category" className="sr-only">
        {hubMessages.categoryLabel}
      </label>
      {/* 'All Categories' is the empty choice: no `category` in the URL. */}
      <NativeSelect
        id="content-category"
        value={value}
        onChange={onChange}
        emptyLabel={hubMessages.allCategories}
        emptyIsPlaceholder={false}
        groups={[{ options: categories.map((category) => ({ value: category.slug, label: category.name })) }]}
      />
    </div>
  );
}
