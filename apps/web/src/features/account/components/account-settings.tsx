import { Download, KeyRound, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { EXPORT_FILE_NAME, useExportMyData } from '../api/export-my-data';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';

const CARD = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200';

/** Password, and the traveller's data in their hands: download it all, or delete the account (GDPR). */
export function AccountSettings() {
  const exportData = useExportMyData();
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="font-display text-2xl font-bold text-stone-900">
        Account and privacy
      </h2>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={CARD}>
          <h3 className="flex items-center gap-2 font-semibold text-stone-900">
            <KeyRound className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Change password
          </h3>
          <ChangePasswordForm />
        </div>
        <div className={CARD}>
          <h3 className="flex items-center gap-2 font-semibold text-stone-900">
            <Download className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Your data
          </h3>
          <p className="mt-2 text-sm text-stone-600">
            Download everything we keep about you (profile, likes, ratings, cart, testimonials and bookings) as a JSON file,{' '}
            <span className="font-mono text-xs">{EXPORT_FILE_NAME}</span>.
          </p>
          <Button variant="secondary" className="mt-4" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {exportData.isPending ? 'Preparing...' : 'Download my data'}
          </Button>
          {exportData.isError && (
            <FormMessage tone="error" className="mt-4">
              {errorMessage(exportData.error, 'We could not prepare your data. Please try again.')}
            </FormMessage>
          )}
        </div>
        <div className={CARD}>
          <h3 className="flex items-center gap-2 font-semibold text-stone-900">
            <Trash2 className="h-5 w-5 text-red-700" aria-hidden="true" />
            Delete account
          </h3>
          <p className="mt-2 text-sm text-stone-600">
            Your profile, passport image, likes, ratings, cart and testimonials are erased and you are signed out everywhere. This cannot be
            undone.
          </p>
          <DeleteAccountDialog />
        </div>
      </div>
    </section>
  );
}
