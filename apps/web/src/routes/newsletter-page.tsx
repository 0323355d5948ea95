import { useSearchParams } from 'react-router';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { NewsletterLinkResult } from '../features/newsletter/components/newsletter-link-result';

function NewsletterPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  return (
    <Container className="py-16 sm:py-24">
      <PageMeta
        title={action === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe'}
        description="Safari Tanzania newsletter: confirm your subscription or unsubscribe with the link from our e-mail."
      />
      <NewsletterLinkResult action={action} token={params.get('token')?.trim() ?? ''} />
    </Container>
  );
}

/** /newsletter/confirm?token=…: the link in the double opt-in e-mail. */
export const NewsletterConfirmPage = () => <NewsletterPage action="confirm" />;

/** /newsletter/unsubscribe?token=…: the link in every newsletter e-mail; no sign-in needed. */
export const NewsletterUnsubscribePage = () => <NewsletterPage action="unsubscribe" />;
