import { useEffect, useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const STATUS_MS = 4000;

/**
 * The system share sheet where the browser has one (phones); elsewhere the page URL goes to
 * the clipboard and a visible, announced status confirms it.
 */
export function ShareButton({ title }: { title: string }) {
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The traveller closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      setStatus('Could not copy the link: copy it from the address bar.');
    }
  }

  return (
    <div>
      <Button variant="secondary" className="w-full" onClick={() => void share()}>
        <Share2 className="h-4 w-4" aria-hidden="true" />
        Share
      </Button>
      <p role="status" className="mt-2 min-h-5 text-center text-sm font-medium text-acacia">
        {status}
      </p>
    </div>
  );
}
