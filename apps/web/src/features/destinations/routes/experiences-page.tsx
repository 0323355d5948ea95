import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@safari/contracts/constants';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageMeta } from '../../../components/ui/page-meta';
import { useDestinations } from '../api/get-destinations';
import { CategoryChips } from '../components/category-chips';
import { ExperienceCard } from '../components/experience-card';
import { PageIntro } from '../components/page-intro';
import { ErrorMessage, LoadingMessage } from '../components/status-message';
import { ALL_CATEGORIES, buildCategoryChips, experienceCountLine, filterByCategory } from '../utils/experience-filters';

/** Destinations presented as experiences, filtered by category; ?category=<name> is shareable. */
export function ExperiencesPage() {
  const { data, error, isPending } = useDestinations({ limit: LIMITS.maxPageSize });
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('category')?.trim() || ALL_CATEGORIES;

  const selectCategory = (name: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (name === ALL_CATEGORIES) next.delete('category');
        else next.set('category', name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const destinations = data?.destinations ?? [];
  const chips = buildCategoryChips(destinations);
  const visible = filterByCategory(destinations, selected);

  return (
    <>
      <PageMeta
        title="Virtual Experiences"
        description="Explore Tanzania from home: safaris, mountains, beaches and cultural sites, filtered by the kind of experience you are dreaming of."
      />
      <PageIntro eyebrow="Experiences" title="Virtual Experiences">
        Wander Tanzania's parks, peaks and islands from wherever you are, then let us turn the one you love into a
        real journey.
      </PageIntro>
      {isPending ? (
        <LoadingMessage text="Loading experiences..." />
      ) : error ? (
        <ErrorMessage text={`Error: ${error.message}`} />
      ) : (
        <section aria-labelledby="experiences-heading" className="bg-stone-50 py-12 sm:py-16">
          <Container>
            <h2 id="experiences-heading" className="sr-only">
              Browse experiences
            </h2>
            <CategoryChips chips={chips} selected={selected} onSelect={selectCategory} />
            <p className="mt-6 text-sm font-medium text-stone-700" aria-live="polite" data-testid="experience-count">
              {experienceCountLine(visible.length)}
            </p>
            {visible.length === 0 ? (
              <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
                <SearchX className="h-10 w-10 text-stone-400" aria-hidden="true" />
                <h2 className="mt-4 font-display text-2xl font-bold text-stone-900">No experiences found</h2>
                <p className="mt-2 text-stone-600">Try another category, or see everything we offer.</p>
                <Button className="mt-6" onClick={() => selectCategory(ALL_CATEGORIES)}>
                  View All Experiences
                </Button>
              </div>
            ) : (
              <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map((destination, index) => (
                  <li key={destination.uuid} className="flex">
                    <ExperienceCard destination={destination} priority={index < 3} />
                  </li>
                ))}
              </ul>
            )}
          </Container>
        </section>
      )}
    </>
  );
}
