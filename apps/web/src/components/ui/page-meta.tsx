/**
 * Sets the document title and meta description for a route. React 19 hoists <title> and
 * <meta> rendered anywhere into <head>.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | Safari Tanzania`}</title>
      <meta name="description" content={description} />
    </>
  );
}
