/** What every drafts page says first: the firm reviews every draft, and why no ID numbers are asked. */
import type { Lang } from '@/i18n/lang';
import { TEXT } from './text';

export const Reviewed = ({ lang }: { lang: Lang }) => (
  <div className="draft-note draft-note-warning" role="note">
    {TEXT.reviewed[lang]}
  </div>
);

export const NoIds = ({ lang }: { lang: Lang }) => (
  <div className="draft-note" role="note">
    {TEXT.noIds[lang]}
  </div>
);
