import { COMPANY_NAME } from '@safari/contracts/company';
import { MAIN_OFFICE, whatsappUrl } from '../../lib/company';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon';

export const WHATSAPP_CHAT_URL = whatsappUrl(MAIN_OFFICE.whatsapp, `Hello ${COMPANY_NAME}, I would like to plan a trip.`);

/**
 * The floating WhatsApp button, bottom-left on every page, to the Tanzania office.
 * On a phone it would sit on the text being read: WhatsAppAutoHide (loaded with the route
 * feedback on the first interaction) slides it away while the traveller scrolls down.
 */
export function WhatsAppButton() {
  return (
    <a
      href={WHATSAPP_CHAT_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      data-testid="whatsapp-button"
      className="fixed bottom-5 left-5 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg shadow-black/20 transition-transform hover:scale-105"
    >
      <WhatsAppIcon className="h-7 w-7" />
    </a>
  );
}
