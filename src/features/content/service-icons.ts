import type { ServiceId } from '@/lib/config';
import type { IconName } from '@/ui/icons';

/**
 * Each service's icon, for the home page's service cards, which must not load
 * every service's content to draw them. The content parity test checks that
 * each service entry names the same icon.
 */
export const serviceIcons: Record<ServiceId, IconName> = {
  'legal-documentation': 'file-text',
  'document-review': 'file-search',
  'stamp-papers': 'stamp',
  'will-creation': 'signature',
  'legal-research': 'scale',
  'e-mediation': 'handshake',
  'property-registration': 'building-home',
  'legal-photography': 'camera',
  'portal-services': 'world',
  'legal-information': 'info-circle',
};
