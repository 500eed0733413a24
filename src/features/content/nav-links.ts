import type { MessageId } from '@/i18n/messages';
import { DOCUMENT_MENU_IDS, documents, SERVICE_MENU_IDS } from './entries';

export interface NavLink {
  to: string;
  label: MessageId;
}

const documentLink = (id: string): NavLink => ({ to: `/documents/${id}`, label: `document.${id}` });

/** The nine documents of the Legal Documentation submenu. */
export const documentLinks: NavLink[] = DOCUMENT_MENU_IDS.map(documentLink);

/** The footer's Documents column, in the order their folders give it. */
export const footerDocumentLinks: NavLink[] = documents
  .filter(({ meta }) => meta.footer)
  .sort((a, b) => a.meta.footer! - b.meta.footer!)
  .map(({ id }) => documentLink(id));

/** The services of the Services menu, Legal Documentation first (it has the submenu). */
export const serviceLinks: NavLink[] = SERVICE_MENU_IDS.map((id) => ({
  to: `/services/${id}`,
  label: `service.${id}`,
}));

export const otherServiceLinks = serviceLinks.filter((l) => l.to !== '/services/legal-documentation');
