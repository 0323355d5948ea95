import { useEffect } from 'react';

const PHONE = '(max-width: 639px)';
// The button is found by the attribute it already carries: an id of its own would add bytes
// to the home page's first download, which is at its budget (decision 0021).
const BUTTON = '[data-testid="whatsapp-button"]';

/**
 * Slides the WhatsApp button below the screen while the traveller scrolls down a phone's page
 * and brings it back on the way up: otherwise it sits on the text being read. Never while the
 * button has focus. Part of the route feedback, which loads on the first interaction, so a
 * fresh visit to '/' downloads none of it (decision 0021).
 */
export function WhatsAppAutoHide() {
  useEffect(() => {
    let last = window.scrollY;
    const place = (away: boolean) => {
      const button = document.querySelector<HTMLElement>(BUTTON);
      button?.setAttribute('data-away', String(away));
      if (button) button.style.transform = away ? 'translateY(6rem)' : '';
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      const focused = document.activeElement?.matches(BUTTON) ?? false;
      place(y > last && y > 120 && !focused && window.matchMedia(PHONE).matches);
      last = y;
    };
    // A keyboard user tabbing to it must see it.
    const onFocus = (event: FocusEvent) => {
      if ((event.target as Element | null)?.matches?.(BUTTON)) place(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return null;
}
