import { lazy, Suspense, type ComponentProps } from 'react';

// The search box and its 35 entries load on first use (opening the search panel or the mobile
// menu), keeping them out of the home page's first bundle. Hovering or focusing a toggle
// starts the download early.
const loadHeaderSearch = () => import('../../features/search/components/header-search');
const HeaderSearch = lazy(() => loadHeaderSearch().then((m) => ({ default: m.HeaderSearch })));

export function preloadHeaderSearch() {
  void loadHeaderSearch();
}

type Props = ComponentProps<typeof HeaderSearch>;

export function LazyHeaderSearch(props: Props) {
  return (
    <Suspense fallback={<div className="h-[2.625rem] animate-pulse rounded-full bg-white ring-1 ring-stone-300" aria-hidden="true" />}>
      <HeaderSearch {...props} />
    </Suspense>
  );
}
