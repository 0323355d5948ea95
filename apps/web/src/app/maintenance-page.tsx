import { Mail, Phone, Wrench } from 'lucide-react';
import { MAINTENANCE_MESSAGE } from '@safari/contracts/messages';
import { COMPANY_NAME } from '@safari/contracts/company';
import { OFFICES, phoneHref, whatsappUrl } from '../lib/company';
import { BrandMark } from '../components/ui/brand-mark';
import { PageMeta } from '../components/ui/page-meta';
import { WhatsAppIcon } from '../components/ui/whatsapp-icon';

/**
 * Shown for every route while the site-wide maintenance flag is on (`MAINTENANCE_MODE`). Travellers
 * on tour still need us, so the offices' phone, e-mail and WhatsApp stay one tap away.
 */
export function MaintenancePage() {
  const link = 'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-white';
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-linear-to-b from-brand-50 to-amber-50 px-4 py-16">
      <PageMeta title="Under maintenance" description={MAINTENANCE_MESSAGE} />
      <div className="w-full max-w-2xl text-center">
        <div className="flex items-center justify-center gap-3">
          <BrandMark className="h-12 w-12" />
          <span className="font-display text-2xl font-bold text-brand-900">{COMPANY_NAME}</span>
        </div>
        <div className="mx-auto mt-10 flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
          <Wrench className="h-8 w-8" aria-hidden="true" />
        </div>
        <h1 className="mt-6 font-display text-4xl font-bold text-stone-900 sm:text-5xl">We are under maintenance</h1>
        <p className="mt-4 text-lg text-stone-700">{MAINTENANCE_MESSAGE}</p>
        <p className="mt-2 text-stone-600">Travelling with us right now, or need help? Our offices are here for you.</p>
        <div className="mt-10 grid gap-4 text-left sm:grid-cols-2">
          {OFFICES.map((office) => (
            <section key={office.id} className="rounded-2xl bg-white/80 p-5 ring-1 ring-stone-200" aria-label={office.label}>
              <h2 className="font-display text-lg font-bold text-stone-900">{office.label}</h2>
              <p className="text-sm text-stone-600">
                {office.city}, {office.country}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <a className={link} href={phoneHref(office.phone)}>
                  <Phone className="h-4 w-4" aria-hidden="true" />
                  {office.phone}
                </a>
                <a className={link} href={`mailto:${office.email}`}>
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  E-mail
                </a>
                <a className={link} href={whatsappUrl(office.whatsapp)} target="_blank" rel="noopener noreferrer">
                  <WhatsAppIcon className="h-4 w-4" />
                  WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
