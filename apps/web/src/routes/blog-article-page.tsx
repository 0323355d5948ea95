import { useParams } from 'react-router';
import { BlogArticleView } from '../features/blog/components/blog-article';

/** /blog/{slug}: one article. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  return <BlogArticleView key={slug} slug={slug} />;
}
