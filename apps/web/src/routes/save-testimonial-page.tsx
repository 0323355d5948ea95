import { PageMeta } from '../components/ui/page-meta';
import { NoIndex } from '../components/ui/no-index';
import { AccountPageFrame } from '../features/account/components/account-page-frame';
import { TestimonialForm } from '../features/account/components/testimonial-form';
import { RequireAuth } from '../features/auth/components/require-auth';
import { requireSignedIn } from '../features/auth/utils/route-guards';

/** Protected: without a stored token, to /login. */
export const loader = requireSignedIn;

/** /save-testimonial (protected): the testimonial form. */
export function SaveTestimonialPage() {
  return (
    <RequireAuth>
      <PageMeta title="Share your testimonial" description="Tell other travellers about your Tanzania trip." />
      <NoIndex />
      <AccountPageFrame
        title="Share Your Testimonial"
        intro="How was your trip with us? Your words help other travellers choose. Our team reads every testimonial before it is published on the site."
      >
        <TestimonialForm />
      </AccountPageFrame>
    </RequireAuth>
  );
}
