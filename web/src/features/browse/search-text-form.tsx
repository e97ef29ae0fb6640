import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';

/** The free-text search; it reaches the URL (q) on submit, like the spec's search submit. */
export function SearchTextForm({ value, onSubmit }: { value: string; onSubmit: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The back button can change q under the form: follow it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form role="search" aria-label="Search Talent Leaders" onSubmit={submit} className="flex flex-1 gap-2">
      <label htmlFor="browse-q" className="sr-only">
        Search by name, title, industry or tool
      </label>
      <Input
        id="browse-q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name, title, industry or tool"
        className="h-10"
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </form>
  );
}
