import { PageMeta } from '../components/ui/page-meta';
import { CustomPackage } from '../features/tours/components/custom-package';

/** /custom-package: tours and activities combined into a request for a quote. */
export function CustomPackagePage() {
  return (
    <>
      <PageMeta
        title="Build Your Custom Package"
        description="Combine our Tanzania tours and activities and get a personal quote within 24 hours."
      />
      <CustomPackage />
    </>
  );
}
