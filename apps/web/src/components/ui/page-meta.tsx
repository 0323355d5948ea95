import { useLocation } from 'react-router';
import { COMPANY_NAME } from '@safari/contracts/company';
import { siteOrigin } from '../../lib/site-origin';

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's picture (a /media path); link previews get a 1200×630 JPEG made from it. */
  image?: string;
  /** Open Graph type: 'website' for most pages, 'article' for blog posts. */
  type?: 'website' | 'article' | 'product';
  /** The address search engines should index when the page has several (/destinations/kilimanjaro → /kilimanjaro). */
  canonicalPath?: string;
}

/** The raster preview of a stored image (previews do not show SVG), or the site's own card. */
export function previewImagePath(image?: string): string {
  return image?.startsWith('/media/') && !image.startsWith('/media/og/')
    ? `/media/og/${image.slice('/media/'.length)}.jpg`
    : '/media/og/site.jpg';
}

/**
 * A page's title, description, canonical URL and link-preview tags (Open Graph, Twitter
 * card), rendered with the page: React 19 hoists them into <head>, on the server too
 * (decision 0029), so robots that run no JavaScript read them.
 */
export function PageMeta({ title, description, image, type = 'website', canonicalPath }: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = siteOrigin();
  const url = `${origin}${canonicalPath ?? pathname}`;
  const fullTitle = `${title} | ${COMPANY_NAME}`;
  const imageUrl = `${origin}${previewImagePath(image)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={COMPANY_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
