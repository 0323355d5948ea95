import type { BlogArticle } from '@safari/contracts/blog';
import { COMPANY_NAME } from '@safari/contracts/company';

/** schema.org BlogPosting for search engines; URLs absolute. */
export function blogPostingJsonLd(article: BlogArticle, origin: string) {
  const url = new URL(`/blog/${article.slug}`, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    image: new URL(article.image, origin).href,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author },
    articleSection: article.category,
    timeRequired: `PT${Number.parseInt(article.read_time, 10) || 1}M`,
    publisher: { '@type': 'Organization', name: COMPANY_NAME },
    mainEntityOfPage: url,
    url,
  };
}
