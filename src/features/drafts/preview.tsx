/** The draft as it reads now, in one language: blanks visible, room for stamps, signatures and witnesses. */
import { memo } from 'react';
import type { Lang } from '@/i18n/lang';
import { fillDraft, type Block } from './fill';
import { format, TEXT } from './text';
import type { Answers, DraftSpec } from './types';

function BlockView({ block }: { block: Block }) {
  const className = block.role === 'title' ? 'draft-doc-title' : block.role === 'right' ? 'draft-doc-right' : undefined;
  return (
    <>
      {block.heading && <p className="draft-doc-heading">{block.heading}</p>}
      <p className={className}>
        {block.parts.map((part, i) =>
          'text' in part ? (
            part.text
          ) : (
            <span key={i} className="draft-blank">
              {part.blank}
            </span>
          ),
        )}
      </p>
    </>
  );
}

// Memoised: Next and Back change the step, not the answers, so the two previews need no new render.
export const DraftPreview = memo(function DraftPreview({
  spec,
  answers,
  lang,
  print,
  id,
}: {
  spec: DraftSpec;
  answers: Answers;
  lang: Lang;
  /** The one the print view prints. */
  print?: boolean;
  id?: string;
}) {
  const blocks = fillDraft(spec, answers, lang);
  const t = (text: { en: string; hi: string }) => text[lang];
  return (
    <article
      id={id}
      lang={lang}
      className={`draft-doc${print ? ' draft-print' : ''}`}
      aria-label={format(TEXT.previewIn[lang], { language: TEXT.language[lang][lang] })}
    >
      {spec.print.stampSpace && <div className="draft-stamp">{t(TEXT.stampSpace)}</div>}
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} />
      ))}
      <div className="draft-signs">
        {spec.print.signatures.map((who) => (
          <div key={who.en} className="draft-sign">
            {t(TEXT.signature)}: {t(who)}
          </div>
        ))}
      </div>
      {spec.print.witnesses === 2 && (
        <div className="draft-witnesses">
          <p>{t(TEXT.witnesses)}</p>
          <ol>
            <li>{t(TEXT.witnessLine)}</li>
            <li>{t(TEXT.witnessLine)}</li>
          </ol>
        </div>
      )}
      {spec.print.attestation && <div className="draft-attest">{t(TEXT.attestation)}</div>}
    </article>
  );
});
