/** What every drafts page says first: the firm reviews every draft, and why no ID numbers are asked. */
import type { DraftText } from './text/en';

export const Reviewed = ({ text }: { text: DraftText }) => (
  <div className="draft-note draft-note-warning" role="note">
    {text.reviewed}
  </div>
);

export const NoIds = ({ text }: { text: DraftText }) => (
  <div className="draft-note" role="note">
    {text.noIds}
  </div>
);
