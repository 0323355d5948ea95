import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import { useTours } from '../api/get-tours';
import { CustomPackageForm } from './custom-package-form';

/** /custom-package: a heading, then the builder over the tours from the API. */
export function CustomPackage() {
  const tours = useTours();
  return (
    <div className="bg-stone-50 pb-20">
      <div className="bg-gradient-to-br from-brand-900 via-brand-700 to-savanna text-white">
        <Container className="py-12 sm:py-16">
          <Breadcrumbs tone="dark" items={[{ label: 'Home', to: '/' }, { label: 'Custom package' }]} />
          <h1 className="mt-6 font-display text-4xl font-bold sm:text-5xl">Build Your Custom Package</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            Combine our tours and activities, tell us how many you are, and we send you a personal quote within 24 hours.
          </p>
        </Container>
      </div>
      <Container className="pt-10">
        {tours.isPending ? (
          <Spinner label="Loading tours…" showLabel />
        ) : tours.isError ? (
          <p role="alert" className="font-medium text-red-700">{`We could not load the tours: ${tours.error.message}`}</p>
        ) : (
          <CustomPackageForm tours={tours.data.tours} />
        )}
      </Container>
    </div>
  );
}
