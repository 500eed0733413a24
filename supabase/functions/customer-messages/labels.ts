/**
 * The site's words the messages use (service, document type, urgency, status,
 * the newsletter link's text), in the client's language: labels.json, copied
 * from the site's catalogues by `npm run mail-labels` (Supabase deploys the
 * functions folder alone, so it cannot import from src/).
 */
import labels from './labels.json' with { type: 'json' };
import type { Lang } from './sender.ts';

export const say = (lang: Lang, id: string): string =>
  (labels[lang] as Record<string, string>)[id] ?? (labels.en as Record<string, string>)[id] ?? id;
