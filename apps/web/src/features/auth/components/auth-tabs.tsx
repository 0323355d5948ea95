import { Tabs } from 'radix-ui';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';

const TRIGGER =
  'flex-1 rounded-full px-4 py-2.5 text-sm font-semibold text-stone-700 transition-colors hover:text-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

/** The two tabs of /login, login and register; the page keeps the choice in ?tab=. */
export function AuthTabs({ tab, onTabChange }: { tab: AuthTab; onTabChange(tab: AuthTab): void }) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value === 'register' ? 'register' : 'login')}>
      <Tabs.List aria-label="Login or register" className="flex gap-1 rounded-full bg-stone-100 p-1">
        <Tabs.Trigger value="login" className={TRIGGER}>
          Login
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={TRIGGER}>
          Register
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="mt-8">
        <h2 className="font-display text-2xl font-bold text-stone-900">Welcome back</h2>
        <p className="mt-1 mb-6 text-stone-600">Sign in to see your likes, ratings, cart and bookings.</p>
        <LoginForm />
      </Tabs.Content>
      <Tabs.Content value="register" className="mt-8">
        <h2 className="font-display text-2xl font-bold text-stone-900">Create your account</h2>
        <p className="mt-1 mb-6 text-stone-600">Keep the trips you love, rate them and plan your safari in one place.</p>
        <RegisterForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
