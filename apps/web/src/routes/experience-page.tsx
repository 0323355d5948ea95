import { useParams, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../components/ui/page-meta';
import { ExperienceArticle } from '../features/content/components/experience-article';
import { findExperience } from '../features/content/data/experience-pages';
import { notFound } from '../lib/route-data';
import { NotFoundPage } from './not-found-page';

/** Any other slug is an address that names nothing: the same 404 as every unknown path. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!findExperience(params.slug)) notFound();
  return null;
}

/** /experiences/{slug}: the five static experience pages. */
export function ExperiencePage() {
  const { slug } = useParams();
  const experience = findExperience(slug);
  if (!experience) return null; // the loader answered 404 already
  return (
    <>
      <PageMeta title={experience.title} description={experience.metaDescription} />
      <ExperienceArticle experience={experience} />
    </>
  );
}

/** Any other slug: the same not-found page as every unknown path (the server answers 404). */
export function ExperienceNotFoundPage() {
  return <NotFoundPage />;
}
