import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { NoIndex } from '../components/ui/no-index';
import { useTabParam } from '../lib/use-tab-param';
import { AuthTabs, type AuthTab } from '../features/auth/components/auth-tabs';
import { AuthAside } from '../features/auth/components/auth-aside';
import { redirectSignedIn } from '../features/auth/utils/route-guards';

/** A signed-in traveller opening /login goes to the dashboard. */
export const loader = redirectSignedIn;

/** /login: tabs login and register, chosen by ?tab=. Signed-in visitors never get here (route loader). */
export function LoginPage() {
  const [tab, selectTab] = useTabParam<AuthTab>((value) => (value === 'register' ? 'register' : 'login'));

  return (
    <div className="bg-stone-50 py-10 sm:py-16">
      <PageMeta
        title={tab === 'register' ? 'Register' : 'Login'}
        description="Sign in to Safari Tanzania, or create an account to like, rate and keep your favourite trips."
      />
      <NoIndex />
      <Container className="grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
          <h1 className="sr-only">{tab === 'register' ? 'Register' : 'Login'}</h1>
          <AuthTabs tab={tab} onTabChange={selectTab} />
        </div>
        {/* After the form on phones, beside it (on the left) on wide screens. */}
        <div className="lg:order-first">
          <AuthAside />
        </div>
      </Container>
    </div>
  );
}
