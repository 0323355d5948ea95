/**
 * Sets the document title and meta description for a route. React 19 hoists <title> and
 * <meta> rendered anywhere into <head>. `noindex` keeps a page out of search results: sign-in
 * pages and a traveller's own pages are nobody's search result.
 */
export function PageMeta({ title, description, noindex = false }: { title: string; description: string; noindex?: boolean }) {
  return (
    <>
      <title>{`${title} | Safari Tanzania`}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
