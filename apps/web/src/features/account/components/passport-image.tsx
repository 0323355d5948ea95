import { useState } from 'react';
import { Eye, EyeOff, IdCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePassportImage } from '../api/get-passport-image';

/** The traveller's own passport image: private, never loaded until they ask to see it. */
export function PassportImage() {
  const [shown, setShown] = useState(false);
  const image = usePassportImage(shown);
  return (
    <div className="mt-6 border-t border-stone-100 pt-5">
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <IdCard className="h-4 w-4 text-brand-600" aria-hidden="true" />
          Passport image on file
        </p>
        <Button variant="ghost" size="sm" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
          {shown ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
          {shown ? 'Hide' : 'Show'}
        </Button>
      </div>
      {shown && (
        <div className="mt-3">
          {image.url ? (
            <img src={image.url} alt="Your passport image" className="max-h-56 w-full rounded-xl object-contain ring-1 ring-stone-200" />
          ) : image.failed ? (
            <p className="text-sm text-red-700">We could not load your passport image.</p>
          ) : (
            <Spinner label="Loading your passport image" />
          )}
        </div>
      )}
    </div>
  );
}
