import { Link } from 'react-router';
import { Clock, LifeBuoy, Mail, Phone } from 'lucide-react';
import { BUSINESS_HOURS, MARKETING_CLAIMS, EMERGENCY_SUPPORT, MAIN_OFFICE, phoneHref } from '../../lib/company';
import { COMPANY_NAME } from '@safari/contracts/company';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { COMPANY_LINKS, FEATURE_LINKS } from './footer-links';
import { FooterOffices } from './footer-offices';
import { SiteLogo } from './site-logo';
import { WHATSAPP_CHAT_URL } from './whatsapp-button';

const heading = 'text-xs font-bold tracking-[0.18em] text-amber-300 uppercase';
const linkClass = 'text-sm text-stone-300 underline-offset-4 hover:text-white hover:underline';
const iconLink =
  'flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15 transition-colors hover:bg-white/20';

/** A titled column of site links, named by its heading for screen readers' landmark list. */
function FooterLinkGroup({ id, title, links }: { id: string; title: string; links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className="border-b border-white/10 bg-brand-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="max-w-xl">
            <h2 className="font-display text-2xl font-bold text-white sm:text-3xl">Safari stories in your inbox</h2>
            <p className="mt-2 text-stone-200">Migration updates, Kilimanjaro climbing windows and quiet Zanzibar beaches.</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="col-span-2 lg:col-span-4">
          <SiteLogo light />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-stone-300">
            Tailor-made safaris, Kilimanjaro climbs and Zanzibar escapes, planned by our teams in Brussels and Dar es Salaam.
          </p>
          <dl className="mt-6 grid max-w-sm grid-cols-2 gap-3 text-sm">
            {[
              [MARKETING_CLAIMS.travelers, 'happy travelers'],
              [MARKETING_CLAIMS.years, 'years of experience'],
              [MARKETING_CLAIMS.destinations, 'destinations'],
              [MARKETING_CLAIMS.rating, 'average rating'],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col rounded-xl bg-white/5 px-3 py-2 ring-1 ring-white/10">
                <dt className="order-2 text-xs text-stone-400">{label}</dt>
                <dd className="order-1 font-display text-lg font-bold text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className={`${heading} mt-8`}>Talk to us</h2>
          <ul className="mt-3 flex gap-3">
            <li>
              <a
                href={WHATSAPP_CHAT_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={iconLink}
                aria-label="WhatsApp (opens in a new tab)"
              >
                <WhatsAppIcon className="h-5 w-5" />
              </a>
            </li>
            <li>
              <a href={`mailto:${MAIN_OFFICE.email}`} className={iconLink} aria-label="E-mail us">
                <Mail className="h-5 w-5" aria-hidden="true" />
              </a>
            </li>
            <li>
              <a href={phoneHref(MAIN_OFFICE.phone)} className={iconLink} aria-label="Call our Tanzania office">
                <Phone className="h-5 w-5" aria-hidden="true" />
              </a>
            </li>
          </ul>
        </div>

        <FooterLinkGroup id="footer-company" title="Company" links={COMPANY_LINKS} />
        <FooterLinkGroup id="footer-explore" title="Explore" links={FEATURE_LINKS} />

        <section aria-labelledby="footer-hours" className="col-span-2 lg:col-span-4">
          <h2 id="footer-hours" className={heading}>
            Business hours
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {[BUSINESS_HOURS.weekdays, BUSINESS_HOURS.saturday, BUSINESS_HOURS.sunday].map((line) => (
              <li key={line} className="flex items-center gap-3">
                <Clock className="h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
          <p className="mt-5 flex items-center gap-3 rounded-xl bg-amber-400/10 px-4 py-3 text-sm font-semibold text-amber-200 ring-1 ring-amber-400/30">
            <LifeBuoy className="h-5 w-5 shrink-0" aria-hidden="true" />
            {EMERGENCY_SUPPORT} for travellers on tour
          </p>
        </section>

        <div className="col-span-2 lg:col-span-12">
          <h2 className={heading}>Our offices</h2>
          <div className="mt-4">
            <FooterOffices />
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {COMPANY_NAME}. All rights reserved.
          </p>
          <p>Made with care in Brussels &amp; Dar es Salaam</p>
        </div>
      </div>
    </footer>
  );
}
