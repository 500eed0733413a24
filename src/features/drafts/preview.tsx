/** The draft as it reads now, in one language: blanks visible, room for stamps, signatures and witnesses. */
import { memo } from 'react';
import type { Lang } from '@/i18n/lang';
import { fillDraft, printParts, type Block } from './fill';
import { format, TEXT } from './text';
import type { Answers, DraftSpec } from './types';

function BlockView({ block }: { block: Block }) {
  const className =
    block.role === 'title'
      ? 'draft-doc-title'
      : block.role === 'subtitle'
        ? 'draft-doc-subtitle'
        : block.role === 'right'
          ? 'draft-doc-right'
          : block.role === 'party'
            ? 'draft-doc-party'
            : undefined;
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
  const parts = printParts(spec, answers, lang);
  return (
    <article
      id={id}
      lang={lang}
      className={`draft-doc${print ? ' draft-print' : ''}`}
      aria-label={format(TEXT.previewIn[lang], { language: TEXT.language[lang][lang] })}
    >
      {parts.stamp && <div className="draft-stamp">{parts.stamp}</div>}
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} />
      ))}
      <div className="draft-signs">
        {parts.signatures.map(({ who, caption, lines }) => (
          <div key={who} className="draft-sign">
            {who}
            {caption && <span className="draft-sign-caption">{caption}</span>}
            {lines.map((line) => (
              <span key={line} className="draft-sign-line">
                {line}:
              </span>
            ))}
          </div>
        ))}
      </div>
      {parts.witnesses && (
        <div className="draft-witnesses">
          <p>{parts.witnesses.title}</p>
          <ol>
            <li>{parts.witnesses.line}</li>
            <li>{parts.witnesses.line}</li>
          </ol>
        </div>
      )}
      {parts.attestation && <div className="draft-attest">{parts.attestation}</div>}
    </article>
  );
});
