import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import { useArticles } from '../api/get-articles';
import { splitFeatured, type BlogCategory } from '../utils/blog-categories';
import { ArticleCard } from './article-card';
import { CategoryFilter } from './category-filter';
import { FeaturedArticle } from './featured-article';

/** /blog: featured article, category buttons, latest articles; filtered on the server. */
export function BlogListing({ category, onSelectCategory }: { category: BlogCategory; onSelectCategory(category: BlogCategory): void }) {
  const articles = useArticles(category);
  const { featured, rest } = splitFeatured(articles.data ?? []);
  return (
    <div className="bg-stone-50 pb-20">
      <div className="bg-gradient-to-br from-brand-900 via-brand-700 to-savanna text-white">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Safari Tanzania journal</p>
          <h1 className="mt-3 font-display text-4xl font-bold sm:text-5xl">Travel Stories and Guides</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            Practical advice from our guides and planners: when to go, what to pack, and how to make the most of Tanzania.
          </p>
        </Container>
      </div>
      <Container className="space-y-10 pt-10">
        <CategoryFilter selected={category} onSelect={onSelectCategory} />
        {articles.isPending ? (
          <Spinner label="Loading articles…" showLabel />
        ) : articles.isError ? (
          <p role="alert" className="font-medium text-red-700">{`We could not load the articles: ${articles.error.message}`}</p>
        ) : !featured ? (
          <p className="text-stone-700">No articles in this category yet.</p>
        ) : (
          <div aria-busy={articles.isPlaceholderData} className="space-y-12">
            <FeaturedArticle article={featured} />
            {rest.length > 0 && (
              <section aria-labelledby="latest-heading">
                <h2 id="latest-heading" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
                  {category === 'All' ? 'Latest articles' : `Latest in ${category}`}
                </h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {rest.map((article) => (
                    <li key={article.slug}>
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </Container>
    </div>
  );
}
