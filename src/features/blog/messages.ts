/**
 * The blog's UI strings live in ./messages/{en,hi}.json; the build merges
 * them into each language's catalogue (tools/vite/messages-plugin.ts).
 */
import { useIntl } from 'react-intl';
import type en from './messages/en.json';

export type BlogMessageId = keyof typeof en;

/** formatMessage for the blog's own messages, with their ids checked. */
export function useBlogT(): (id: BlogMessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Categories the seed and the business use, with a label in each language; others show as stored. */
const CATEGORY_LABELS: Record<string, BlogMessageId> = {
  Property: 'blog.category.property',
  'Legal Documents': 'blog.category.legalDocuments',
  'Government Portals': 'blog.category.governmentPortals',
  'Consumer Rights': 'blog.category.consumerRights',
};

export function useCategoryLabel(): (category: string) => string {
  const t = useBlogT();
  return (category) => {
    const id = CATEGORY_LABELS[category];
    return id ? t(id) : category;
  };
}
