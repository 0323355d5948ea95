import { useEffect } from 'react';
import { setHydrating } from '../lib/hydration-state';

/**
 * Marks the page interactive (<html data-hydrated>): browser tests wait for it before they click.
 * The server renders it too (it renders nothing): the two trees must have the same shape, or
 * every useId below the router differs between the server's HTML and the browser.
 */
export function HydratedMark() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
