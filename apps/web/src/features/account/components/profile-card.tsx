import { Link } from 'react-router';
import { CalendarDays, Globe, Hash, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { PublicUser } from '@safari/contracts/auth';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { memberSince } from '../utils/format';
import { PassportImage } from './passport-image';

/** The dashboard profile: name, email, phone, address, gender, country, tourist number, member since. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const rows = [
    { icon: Mail, label: 'Email', value: user.email },
    { icon: Phone, label: 'Phone', value: user.phone },
    { icon: MapPin, label: 'Address', value: user.address },
    { icon: UserRound, label: 'Gender', value: user.gender?.name ?? '—' },
    { icon: Globe, label: 'Country', value: user.country?.name ?? '—' },
    { icon: Hash, label: 'Tourist number', value: user.tourist_number },
    { icon: CalendarDays, label: 'Member since', value: memberSince(user.created_at) },
  ];
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      data-testid="profile-card"
    >
      <div className="flex items-center gap-4">
        <InitialsAvatar name={user.name} className="h-14 w-14 text-lg" />
        <div className="min-w-0">
          <h2 id="profile-heading" className="truncate font-display text-xl font-bold text-stone-900">
            {user.name}
          </h2>
          <p className="text-sm text-stone-600">Traveller</p>
        </div>
      </div>
      <dl className="mt-6 space-y-3 text-sm">
        {rows.map(({ icon: Icon, label, value }) => (
          // A dl's groups hold only dt and dd: the icon sits inside the dt, beside both.
          <div key={label} className="relative min-w-0 pl-7">
            <dt className="text-stone-600">
              <Icon className="absolute top-0.5 left-0 h-4 w-4 text-brand-600" aria-hidden="true" />
              {label}
            </dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!user.email_verified && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="email-unconfirmed">
          Your e-mail address is not confirmed yet: follow the link in our welcome e-mail.{' '}
          <Link to="/verify-email" className="font-semibold underline underline-offset-2">
            Get a new link
          </Link>
        </p>
      )}
      {user.has_passport_image && <PassportImage />}
    </section>
  );
}
