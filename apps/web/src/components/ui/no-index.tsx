/**
 * Keeps a page out of search results (React 19 hoists the tag into <head>): sign-in pages and
 * a traveller's own pages are nobody's search result. Apart from PageMeta so the pages every
 * visitor sees do not carry it in the first bundle.
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
