import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BUSINESS_HOURS, EMERGENCY_SUPPORT, OFFICES, phoneHref, whatsappUrl, type Office } from '../../../lib/company';
import { Container } from '../../../components/ui/container';
import { WhatsAppIcon } from '../../../components/ui/whatsapp-icon';

/** Contact cards: both offices with phone, e-mail and WhatsApp links, and the hours. */
export function ContactCards() {
  return (
    <section aria-labelledby="offices-heading" className="bg-stone-50 py-16 sm:py-20">
      <Container>
        <h2 id="offices-heading" className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          Talk to our offices
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">
          In Europe or on the ground in Tanzania: call, write or send a WhatsApp message.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {OFFICES.map((office) => (
            <OfficeCard key={office.id} office={office} />
          ))}
          <section aria-labelledby="hours-heading" className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
            <h3 id="hours-heading" className="flex items-center gap-2 font-display text-xl font-bold">
              <Clock className="h-5 w-5 text-amber-300" aria-hidden="true" />
              Business hours
            </h3>
            <ul className="mt-4 space-y-2 text-white/90">
              <li>{BUSINESS_HOURS.weekdays}</li>
              <li>{BUSINESS_HOURS.saturday}</li>
              <li>{BUSINESS_HOURS.sunday}</li>
            </ul>
            <p className="mt-5 rounded-xl bg-white/10 px-4 py-3 text-sm font-semibold text-amber-200 ring-1 ring-white/15">
              {EMERGENCY_SUPPORT} for travellers on tour
            </p>
          </section>
        </div>
      </Container>
    </section>
  );
}

const link = 'font-medium text-brand-700 underline-offset-4 hover:underline';

function OfficeCard({ office }: { office: Office }) {
  return (
    <section
      aria-labelledby={`contact-${office.id}`}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      data-testid="office-card"
    >
      <h3 id={`contact-${office.id}`} className="font-display text-xl font-bold text-stone-900">
        {office.label}
      </h3>
      <p className="text-sm text-stone-600">
        {office.city}, {office.country}
      </p>
      <address className="mt-4 space-y-3 not-italic text-stone-700">
        <p className="flex gap-3">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{office.addressLines.join(', ')}</span>
        </p>
        <p className="flex gap-3">
          <Phone className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          <a className={link} href={phoneHref(office.phone)} aria-label={`Call ${office.label}: ${office.phone}`}>
            {office.phone}
          </a>
        </p>
        <p className="flex gap-3">
          <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          <a className={link} href={`mailto:${office.email}`}>
            {office.email}
          </a>
        </p>
        <p className="flex gap-3">
          <WhatsAppIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <a
            className={link}
            href={whatsappUrl(office.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${office.label}: ${office.whatsapp} (opens in a new tab)`}
          >
            {office.whatsapp}
          </a>
        </p>
      </address>
    </section>
  );
}
