import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { OFFERS } from '../data/about-content';

/** What we offer: the four kinds of trip, each leading to its packages or experience page. */
export function AboutOffers() {
  return (
    <section aria-labelledby="offers-heading" className="bg-white py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">What we offer</p>
          <h2 id="offers-heading" className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            Every side of Tanzania
          </h2>
          <p className="mt-3 text-lg text-stone-600">Combine them freely: most of our travellers do two or three in one trip.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OFFERS.map(({ title, icon: Icon, description, to, linkLabel }) => (
            <li key={title} className="flex flex-col rounded-2xl bg-linear-to-b from-brand-50 to-white p-6 ring-1 ring-brand-100">
              <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 font-display text-xl font-bold text-stone-900">{title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-stone-700">{description}</p>
              <Link
                to={to}
                className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-600 hover:underline"
              >
                {linkLabel}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
