import { MapPin } from 'lucide-react';
import { OFFICES } from '../../../lib/company';
import { Container } from '../../../components/ui/container';

/** Who we are, and the two offices (Brussels, Belgium and Dar es Salaam, Tanzania). */
export function AboutStory() {
  return (
    <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Our story</p>
          <h2 id="story-heading" className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            Born in Arusha, at home on two continents
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-stone-700">
            <p>
              Safari Tanzania began with two guides, one Land Cruiser and a simple idea: that visitors should see our country through the
              eyes of the people who grew up in it. Fifteen years later, most of our guides, drivers and mountain crews are still from the
              communities around the parks.
            </p>
            <p>
              Today our team in Dar es Salaam runs every trip on the ground, while our Brussels office helps travellers in Europe plan, book
              and prepare. Whichever office you talk to, you deal with people who have been there themselves.
            </p>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {OFFICES.map((office) => (
            <li key={office.id} className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
              <h3 className="flex items-center gap-2 font-display text-xl font-bold text-stone-900">
                <MapPin className="h-5 w-5 text-brand-600" aria-hidden="true" />
                {office.city}, {office.country}
              </h3>
              <address className="mt-2 not-italic text-stone-700">
                {office.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <a href={`mailto:${office.email}`} className="mt-2 inline-block rounded font-medium text-brand-700 hover:underline">
                  {office.email}
                </a>
              </address>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
