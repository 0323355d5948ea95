import { Mail, MapPin, Phone } from 'lucide-react';
import { OFFICES, phoneHref, whatsappUrl, type Office } from '../../lib/company';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon';

/** Both offices with address, phone, e-mail and WhatsApp. */
export function FooterOffices() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {OFFICES.map((office) => (
        <OfficeCard key={office.id} office={office} />
      ))}
    </div>
  );
}

function OfficeCard({ office }: { office: Office }) {
  const row = 'flex items-start gap-3 text-sm text-stone-300';
  const link = 'rounded hover:text-white hover:underline underline-offset-4';
  return (
    <section aria-labelledby={`office-${office.id}`} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <h3 id={`office-${office.id}`} className="font-display text-lg font-bold text-white">
        {office.label}
        <span className="ml-2 text-sm font-normal text-stone-400">{office.city}</span>
      </h3>
      <address className="mt-3 space-y-2.5 not-italic">
        <p className={row}>
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
          <span>
            {office.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </p>
        <p className={row}>
          <Phone className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
          <a className={link} href={phoneHref(office.phone)}>
            <span className="sr-only">Phone: </span>
            {office.phone}
          </a>
        </p>
        <p className={row}>
          <Mail className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
          <a className={link} href={`mailto:${office.email}`}>
            <span className="sr-only">E-mail: </span>
            {office.email}
          </a>
        </p>
        <p className={row}>
          <WhatsAppIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" />
          <a className={link} href={whatsappUrl(office.whatsapp)} target="_blank" rel="noopener noreferrer">
            <span className="sr-only">WhatsApp: </span>
            {office.whatsapp}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </address>
    </section>
  );
}
