import { Link } from 'react-router';
import { SEARCH_SUGGESTION_CHIPS } from '../data/search-entries';

/** The no-match text, five suggestion chips and a way to the full listing. */
export function SearchNoResults({
  query,
  onPick,
  onNavigate,
}: {
  query: string;
  onPick: (query: string) => void;
  onNavigate?: () => void;
}) {
  return (
    <div className="mt-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200" data-testid="search-no-results">
      <p role="status" className="font-medium text-stone-900">
        No results found for &quot;{query}&quot;
      </p>
      <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-stone-600">Try searching for</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {SEARCH_SUGGESTION_CHIPS.map((chip) => (
          <li key={chip}>
            <button
              type="button"
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100"
              onClick={() => onPick(chip)}
            >
              {chip}
            </button>
          </li>
        ))}
      </ul>
      <Link
        to="/all-packages"
        onClick={onNavigate}
        className="mt-4 inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Browse All Packages
      </Link>
    </div>
  );
}
