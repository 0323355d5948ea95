import { SearchX } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useDestinations } from '../api/get-destinations';
import { ALL_CATEGORIES, buildCategoryChips, experienceCountLine, filterByCategory } from '../utils/experience-filters';
import { CategoryChips } from './category-chips';
import { ExperienceCard } from './experience-card';
import { ErrorMessage, LoadingMessage } from './status-message';

/**
 * Destinations presented as experiences, filtered by category. The selected
 * category lives in the URL; the route reads it and writes it back on `onSelectCategory`.
 */
export function ExperienceBrowser({
  category,
  onSelectCategory,
}: {
  /** A category name, or ALL_CATEGORIES. */
  category: string;
  onSelectCategory(name: string): void;
}) {
  const { data, error, isPending } = useDestinations({ limit: LIMITS.maxPageSize });
  const destinations = data?.destinations ?? [];
  const chips = buildCategoryChips(destinations);
  const visible = filterByCategory(destinations, category);

  if (isPending) return <LoadingMessage text="Loading experiences..." />;
  if (error) return <ErrorMessage text={`Error: ${error.message}`} />;
  return (
    <section aria-labelledby="experiences-heading" className="bg-stone-50 py-12 sm:py-16">
      <Container>
        <h2 id="experiences-heading" className="sr-only">
          Browse experiences
        </h2>
        <CategoryChips chips={chips} selected={category} onSelect={onSelectCategory} />
        <p className="mt-6 text-sm font-medium text-stone-700" aria-live="polite" data-testid="experience-count">
          {experienceCountLine(visible.length)}
        </p>
        {visible.length === 0 ? (
          <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <SearchX className="h-10 w-10 text-stone-400" aria-hidden="true" />
            <h2 className="mt-4 font-display text-2xl font-bold text-stone-900">No experiences found</h2>
            <p className="mt-2 text-stone-600">Try another category, or see everything we offer.</p>
            <Button className="mt-6" onClick={() => onSelectCategory(ALL_CATEGORIES)}>
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
  );
}
