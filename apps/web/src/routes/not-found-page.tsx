import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Compass, House, Mail, Mountain, TreePalm, Tent, Users } from 'lucide-react';
import { NoIndex } from '../components/ui/no-index';
import { PageMeta } from '../components/ui/page-meta';
import { buttonClasses } from '../components/ui/button';

const LINKS = [
  { label: 'Home', to: '/', icon: House },
  { label: 'All Packages', to: '/all-packages', icon: Compass },
  { label: 'Safari Packages', to: '/safari-packages', icon: Tent },
  { label: 'Kilimanjaro Packages', to: '/kilimanjaro-packages', icon: Mountain },
  { label: 'Zanzibar Packages', to: '/zanzibar-packages', icon: TreePalm },
  { label: 'Contact Us', to: '/contact-us', icon: Mail },
  { label: 'About Us', to: '/about-us', icon: Users },
] as const;

/**
 * Any address that names nothing: a way back and the main doors into the
 * site. Shown by a route's error element when its loader threw a 404 (decision 0038), which the
 * server answers with that status.
 */
export function NotFoundPage() {
  const navigate = useNavigate();

  function goBack() {
    // Opened directly (a typed or shared link): there is nothing to go back to, so go home.
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  }

  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist. Find Tanzania safaris, Kilimanjaro climbs and Zanzibar holidays from here."
      />
      <NoIndex />
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="font-display text-7xl font-bold text-brand-200 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold text-stone-900 sm:text-5xl">Page not found</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-stone-600">
          This trail goes cold. The page may have moved or never existed — but plenty of adventures are one click away.
        </p>
        <button type="button" onClick={goBack} className={buttonClasses('primary', 'lg', 'mt-8')}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          Go Back
        </button>
        <nav aria-label="Popular pages" className="mt-12">
          <ul className="flex flex-wrap justify-center gap-3">
            {LINKS.map(({ label, to, icon: Icon }) => (
              <li key={to} className="w-[calc(50%-0.375rem)] sm:w-52">
                <Link
                  to={to}
                  className="flex h-full items-center gap-3 rounded-2xl bg-white p-3 text-left text-sm font-semibold sm:px-4 sm:text-base text-stone-800 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:text-brand-700 hover:shadow-md"
                >
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
