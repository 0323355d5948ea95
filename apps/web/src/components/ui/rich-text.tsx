import { cn } from '../../lib/cn';

/**
 * Renders HTML from our API. The server sanitizes rich text before storing it
 * (apps/api/src/lib/sanitize-html.ts), so this is the one place the storefront sets HTML.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
