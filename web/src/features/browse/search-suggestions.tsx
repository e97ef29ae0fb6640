import type { SearchSuggestions as Suggestions } from '@contracts/directory/contracts/search-directory.contract.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { dropFilterGroup, filterGroupLabel, setSearchText } from './browse-filters.ts';

const leaders = (total: number) => `${total} Talent ${total === 1 ? 'Leader' : 'Leaders'}`;

type Props = { suggestions: Suggestions | undefined; search: BrowseSearch; onGo: (next: BrowseSearch) => void };

/**
 * 'Did you mean' for a search that found nothing (corrected searches from the directory's words,
 * each with what it finds, one click away), and the filter to drop when few were found (issue 33
 * item 4). Nothing when the directory has nothing to offer.
 */
export function SearchSuggestions({ suggestions, search, onGo }: Props) {
  const corrections = suggestions?.corrections ?? [];
  const drop = suggestions?.dropFilter;
  const dropLabel = drop && filterGroupLabel(drop.filter);
  if (corrections.length === 0 && !dropLabel) return null;
  return (
    <div className="flex flex-col items-center gap-3 text-sm" data-testid="search-suggestions">
      {corrections.length > 0 ? (
        <p className="flex flex-wrap items-center justify-center gap-2">
          <span className="text-muted-foreground">Did you mean</span>
          {corrections.map(({ q, total }) => (
            <Button key={q} variant="outline" size="sm" onClick={() => onGo(setSearchText(search, q))} aria-label={`Search for ${q}: ${leaders(total)}`}>
              <span className="font-semibold">{q}</span>
              <span className="text-muted-foreground">({total})</span>
            </Button>
          ))}
        </p>
      ) : null}
      {drop && dropLabel ? (
        <p className="flex flex-wrap items-center justify-center gap-2">
          <span className="text-muted-foreground">Without the {dropLabel} filter:</span>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onGo(dropFilterGroup(search, drop.filter))}>
            {`Show ${leaders(drop.total)}`}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
