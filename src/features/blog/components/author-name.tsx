import { scriptLang } from '@/i18n/lang';
import { useBlogT } from '../messages';

/**
 * A post's author, or 'Unknown Author'. Names are not translated: one
 * in Latin letters on a Hindi page (or the reverse) carries its own lang, so a
 * screen reader says it with the right voice (WCAG 3.1.2).
 */
export function AuthorName({ author }: { author: string | null | undefined }) {
  const t = useBlogT();
  const name = author?.trim();
  return name ? <span lang={scriptLang(name)}>{name}</span> : <>{t('blog.card.unknownAuthor')}</>;
}
