import { DocumentHead } from './document-head';

/**
 * Keeps a page out of search results: sign-in pages, a traveller's own pages, an unknown
 * package and the not-found page are nobody's search result. Apart from PageMeta so the pages
 * every visitor sees do not carry it in the first bundle.
 */
export function NoIndex() {
  return (
    <DocumentHead>
      <meta name="robots" content="noindex" />
    </DocumentHead>
  );
}
