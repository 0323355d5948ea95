import { Container } from '../../../components/ui/container';
import { WHY_CHOOSE_US } from '../data/contact-content';

/** 'Why Choose Us?' with its four items. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="py-16 sm:py-20">
      <Container>
        <h2 id="why-heading" className="text-center font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          Why Choose Us?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map(({ title, icon: Icon, description }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200" data-testid="why-item">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-display text-lg font-bold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
