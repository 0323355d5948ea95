import { Link } from 'react-router';
import type { BlogArticleCard } from '@safari/contracts/blog';
import { Container } from '../../../components/ui/container';
import { useArticles } from '../api/get-articles';
import type { BlogCategory } from '../utils/blog-categories';
import { ArticleCard } from './article-card';

/** Up to three more articles of the same category, from the listing's own cache entry. */
export function MoreArticles({ current }: { current: BlogArticleCard }) {
  const { data } = useArticles(current.category as BlogCategory);
  const more = (data ?? []).filter((a) => a.slug !== current.slug).slice(0, 3);
  return (
    <Container className="mt-16 max-w-6xl">
      <section aria-labelledby="more-articles-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="more-articles-heading" className="font-display text-2xl font-bold text-stone-900">
            {more.length > 0 ? `More in ${current.category}` : 'Keep reading'}
          </h2>
          <Link to="/blog" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            All articles
          </Link>
        </div>
        {more.length > 0 && (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
