import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { listHomeRoles } from '../reference/roles.ts';
import { useReferenceData } from '../reference/use-reference-data.ts';
import { buildBrowseSearch, type HomeSearchSelection } from './build-browse-search.ts';
import { listLocationGroups } from './location-options.ts';
import { SearchSelect } from './search-select.tsx';

const EMPTY: HomeSearchSelection = { role: '', location: '', availability: '' };

export function HeroSearchForm() {
  const navigate = useNavigate();
  const reference = useReferenceData();
  const [selection, setSelection] = useState<HomeSearchSelection>(EMPTY);
  const data = reference.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/browse', search: buildBrowseSearch(selection) });
  };

  const choose = (key: keyof HomeSearchSelection) => (value: string) => setSelection((s) => ({ ...s, [key]: value }));

  return (
    <form
      role="search"
      aria-label="Find a fractional leader"
      onSubmit={submit}
      className="grid gap-4 rounded-card border border-border bg-surface p-5 text-left shadow-xl sm:p-6 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
    >
      <SearchSelect
        id="home-role"
        label="Role"
        anyLabel="Any role"
        value={selection.role}
        onChange={choose('role')}
        disabled={!data}
        groups={[{ options: data ? listHomeRoles(data.roles) : [] }]}
      />
      <SearchSelect
        id="home-location"
        label="Location"
        anyLabel="Any location"
        value={selection.location}
        onChange={choose('location')}
        disabled={!data}
        groups={data ? listLocationGroups(data.regions) : []}
      />
      <SearchSelect
        id="home-availability"
        label="Availability"
        anyLabel="Any availability"
        value={selection.availability}
        onChange={choose('availability')}
        disabled={!data}
        groups={[{ options: data ? data.engagementTypes.map((t) => ({ ...t, hint: t.description })) : [] }]}
      />
      <Button type="submit" size="lg" variant="accent" className="h-11 w-full md:w-auto">
        <Search aria-hidden="true" />
        Search
      </Button>
      {reference.isError ? (
        <p role="alert" className="text-sm text-destructive md:col-span-4">
          Search options could not be loaded.{' '}
          <button type="button" className="font-medium underline" onClick={() => void reference.refetch()}>
            Try again
          </button>{' '}
          or browse every leader.
        </p>
      ) : null}
    </form>
  );
}
