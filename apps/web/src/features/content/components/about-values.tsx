import { Container } from '../../../components/ui/container';
import { CORE_VALUES } from '../data/about-content';

/** The four core values, each with what it means in practice. */
export function AboutValues() {
  return (
    <section aria-labelledby="values-heading" className="bg-stone-50 py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">What guides us</p>
          <h2 id="values-heading" className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            Our core values
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CORE_VALUES.map(({ title, icon: Icon, description }) => (
            <li key={title} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="h-7 w-7" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-display text-xl font-bold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
