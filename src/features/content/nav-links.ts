import type { MessageId } from '@/i18n/messages';
import { DOCUMENT_MENU_IDS, SERVICE_MENU_IDS } from './entries';

export interface NavLink {
  to: string;
  label: MessageId;
}

/** The nine documents of the Legal Documentation submenu. */
export const documentLinks: NavLink[] = DOCUMENT_MENU_IDS.map((id) => ({
  to: `/documents/${id}`,
  label: `document.${id}`,
}));

/** The services of the Services menu, Legal Documentation first (it has the submenu). */
export const serviceLinks: NavLink[] = SERVICE_MENU_IDS.map((id) => ({
  to: `/services/${id}`,
  label: `service.${id}`,
}));

export const otherServiceLinks = serviceLinks.filter((l) => l.to !== '/services/legal-documentation');
