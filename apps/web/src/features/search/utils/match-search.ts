import { UI_LIMITS } from '../../../lib/ui-constants';
import { SEARCH_ENTRIES, type SearchEntry } from '../data/search-entries';

/**
 * Case-insensitive match against title or type, at most 6 results. Titles that start
 * with the query come first, then other title matches, then type-only matches, so "serengeti"
 * offers the park before trips that merely mention it, and Enter (first result) lands well.
 */
export function matchSearch(
  query: string,
  entries: readonly SearchEntry[] = SEARCH_ENTRIES,
  limit: number = UI_LIMITS.searchSuggestions,
): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const ranked: Array<{ entry: SearchEntry; rank: number; index: number }> = [];
  entries.forEach((entry, index) => {
    const title = entry.title.toLowerCase();
    const rank = title.startsWith(needle) ? 0 : title.includes(needle) ? 1 : entry.type.toLowerCase().includes(needle) ? 2 : -1;
    if (rank >= 0) ranked.push({ entry, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map((r) => r.entry);
}
