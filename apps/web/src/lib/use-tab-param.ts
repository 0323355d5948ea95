import { useSearchParams } from 'react-router';

/**
 * A page's tab kept in the URL (?tab=), so a reload or a shared link opens the same tab. `parse`
 * turns the parameter (null when absent) into a tab. Choosing a tab replaces the history entry
 * and keeps the scroll position: tabs are not pages.
 */
export function useTabParam<Tab extends string>(parse: (value: string | null) => Tab): [Tab, (next: Tab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectTab = (next: Tab) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [parse(searchParams.get('tab')), selectTab];
}
