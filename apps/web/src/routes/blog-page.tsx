import { useSearchParams } from 'react-router';
import { PageMeta } from '../components/ui/page-meta';
import { BlogListing } from '../features/blog/components/blog-listing';
import { categoryFromParam } from '../features/blog/utils/blog-categories';

/** /blog?category=…: the category lives in the URL, so a filtered list can be shared and Back works. */
export function BlogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryFromParam(searchParams.get('category'));
  return (
    <>
      <PageMeta
        title="Blog: Travel Stories and Guides"
        description="Guides from our team: the Great Migration, Kilimanjaro routes, what to pack, Zanzibar and more."
      />
      <BlogListing
        category={category}
        onSelectCategory={(next) => setSearchParams(next === 'All' ? {} : { category: next }, { preventScrollReset: true })}
      />
    </>
  );
}
