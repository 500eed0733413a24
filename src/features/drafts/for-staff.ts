/**
 * What the firm reads of a draft sent with a request (docs/drafts.md, "The
 * firm's side"): its answers by step, labelled from the draft's own
 * questions, and the draft as a Word file. Loaded by the inbox only, through
 * `loadDraftForStaff`; the Word library loads when a file is asked for.
 */
import type { Draft } from '@/domain/draft';
import type { Lang } from '@/i18n/lang';
import { loadChunk } from '@/platform/load-chunk';
import { draftSpecs } from './documents';
import { fillDraft, formatAnswer, printParts, RULE, type Block } from './fill';
import { DRAFT_NAMES } from './names';
import { TEXT } from './text';
import { isDraftKind, type DraftSpec } from './types';
import { askedIn, stepsFor } from './validate';

export interface DraftSummary {
  title: string;
  /** The steps asked for these answers, each with its questions and answers. */
  sections: { title: string; items: { label: string; value: string; blank: boolean }[] }[];
}

/** The draft's document, loaded (its own chunk); undefined for a kind this version does not know. */
const specOf = async (draft: Draft): Promise<DraftSpec | undefined> =>
  isDraftKind(draft.kind) ? draftSpecs.load(draft.kind) : undefined;

/** The answers by step in `lang`, as the visitor saw the questions; undefined for a kind this version does not know. */
export async function summariseDraft(draft: Draft, lang: Lang): Promise<DraftSummary | undefined> {
  const spec = await specOf(draft);
  if (!spec) return undefined;
  const answers = draft.answers;
  return {
    title: DRAFT_NAMES[spec.kind].name[lang],
    sections: stepsFor(spec, answers).map((step) => ({
      title: step.title[lang],
      items: askedIn(step, answers).map((q) => {
        // A list keeps its lines; any other answer reads as the document writes it.
        const raw = answers[q.id]?.trim() ?? '';
        const value = q.type === 'lines' ? raw : formatAnswer(q, raw, lang);
        return value
          ? { label: q.label[lang], value, blank: false }
          : { label: q.label[lang], value: TEXT.notAnswered[lang], blank: true };
      }),
    })),
  };
}

/**
 * Fonts named in every run: Word takes Devanagari from the complex-script
 * font (`cs`), so a Hindi draft names a Devanagari font there and for the
 * rest. Nirmala UI ships with Windows 8 and later; LibreOffice substitutes
 * any Devanagari font it has (docs/drafts.md, "The Word file").
 */
export const DOCX_FONTS: Record<Lang, { ascii: string; hAnsi: string; cs: string; eastAsia: string }> = {
  en: { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Nirmala UI', eastAsia: 'Times New Roman' },
  hi: { ascii: 'Nirmala UI', hAnsi: 'Nirmala UI', cs: 'Nirmala UI', eastAsia: 'Nirmala UI' },
};

/** The draft as a Word file in `lang`: the clauses as the preview shows them, blanks included, and room to sign. */
export async function draftDocx(draft: Draft, lang: Lang): Promise<Blob> {
  const spec = await specOf(draft);
  if (!spec) throw new Error(`No draft of kind ${draft.kind}`);
  const { AlignmentType, Document, Packer, Paragraph, TextRun } = await loadChunk(() => import('docx'));
  const parts = printParts(spec, draft.answers, lang);
  // Each run names its fonts too: a pasted or restyled paragraph keeps them.
  const font = DOCX_FONTS[lang];
  const run = (text: string, more: { bold?: boolean; highlight?: 'lightGray' } = {}) =>
    new TextRun({ text, font, ...more });
  const lines = (text: string, more: { bold?: boolean } = {}) =>
    text.split('\n').map((line, i) => new TextRun({ text: line, font, break: i > 0 ? 1 : 0, ...more }));
  const paragraph = (block: Block) =>
    new Paragraph({
      alignment:
        block.role === 'title' || block.role === 'subtitle'
          ? AlignmentType.CENTER
          : block.role === 'right'
            ? AlignmentType.RIGHT
            : block.role === 'party'
              ? AlignmentType.LEFT
              : AlignmentType.JUSTIFIED,
      spacing: { after: 160 },
      children: block.parts.flatMap((part) =>
        'text' in part
          ? lines(part.text, block.role === 'title' ? { bold: true } : {})
          : [run(part.blank, { highlight: 'lightGray' })],
      ),
    });
  const plain = (text: string, more: { before?: number } = {}) =>
    new Paragraph({ spacing: { before: more.before ?? 0, after: 160 }, children: lines(text) });

  const body = fillDraft(spec, draft.answers, lang).flatMap((block) => [
    ...(block.heading
      ? [new Paragraph({ spacing: { before: 200, after: 80 }, children: [run(block.heading, { bold: true })] })]
      : []),
    paragraph(block),
  ]);
  const doc = new Document({
    creator: 'Satna legal services',
    title: DRAFT_NAMES[spec.kind].name[lang],
    styles: {
      default: {
        document: {
          run: {
            font: DOCX_FONTS[lang],
            size: 24,
            sizeComplexScript: 24,
            language: { value: lang === 'hi' ? 'hi-IN' : 'en-IN', bidirectional: 'hi-IN' },
          },
        },
      },
    },
    sections: [
      {
        children: [
          ...(parts.stamp ? [plain(`[${parts.stamp}]`, { before: 0 }), plain('\n\n\n')] : []),
          ...body,
          ...parts.signatures.flatMap(({ who, caption, lines: under }) => [
            plain(`${who}  ${RULE}`, { before: 480 }),
            ...(caption ? [plain(caption)] : []),
            ...under.map((line) => plain(`${line}: ${RULE}`)),
          ]),
          ...(parts.witnesses
            ? [
                plain(parts.witnesses.title, { before: 360 }),
                plain(`1. ${parts.witnesses.line}: ${RULE}`),
                plain(`2. ${parts.witnesses.line}: ${RULE}`),
              ]
            : []),
          ...(parts.attestation ? [plain(parts.attestation, { before: 480 })] : []),
        ],
      },
    ],
  });
  return Packer.toBlob(doc);
}

/** A file name for the download: the order id and the document, in Latin letters. */
export const docxFileName = (orderId: string, kind: string) => `${orderId}-${kind}.docx`;
