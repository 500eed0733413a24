/**
 * A draft's clauses filled from its answers, in one language
 * (docs/drafts.md, "Clauses"). An unanswered placeholder becomes a visible
 * blank ("[landlord's name]"), never an empty space. Pure: the preview, the
 * print view and the tests read the same blocks.
 */
import type { Lang } from '@/i18n/lang';
import { formatDay } from '@/business/legal-facts';
import { isIsoDay } from './dates';
import { TEXT } from './text';
import type { Answers, Clause, DraftSpec, Question } from './types';
import { rupeesInFull } from './words';

export type Part = { text: string } | { blank: string };

export interface Block {
  id: string;
  role: NonNullable<Clause['role']>;
  heading?: string;
  parts: Part[];
}

/** Every question of a spec, by id. */
export const questionsOf = (spec: DraftSpec): Map<string, Question> =>
  new Map(spec.steps.flatMap((step) => step.questions).map((q) => [q.id, q]));

/** An answer as the document writes it in `lang`; undefined when there is none. */
export function formatAnswer(question: Question, raw: string | undefined, lang: Lang): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  switch (question.type) {
    case 'date':
      return isIsoDay(value) ? formatDay(value, lang) : undefined;
    case 'rupees':
      return /^\d+$/.test(value) ? rupeesInFull(Number(value), lang) : undefined;
    case 'choice':
      return question.choices?.find((c) => c.value === value)?.label[lang];
    case 'lines':
      return value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('; ');
    default:
      return value;
  }
}

/** The lines of a 'lines' answer, without empty ones. */
export const linesOf = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const PLACEHOLDER = /\{(\w+)\}/g;

/** English words that open a sentence with a capital but follow "That" with a small letter ("That my …"). */
const LOWER_AFTER_THAT =
  /^(?:My|Our|His|Her|Their|The|This|These|Those|No|Neither|None|There|It|Its|We|They|He|She|A|An|On|In|At|Since|All|Both|Each|Every|When|Before|After|From|Until|For|If|As|While|Unless|Although|Though|Because|Where|Whether)\b/;

/**
 * A line that is a sentence after "That" / "यह कि": it ends with its own stop
 * or the language's (. or ।), and an English one does not open with a capital
 * that "That" leaves stranded ("That My records …"); a name keeps its capital.
 */
function asSentence(line: string, lang: Lang): string {
  const opened = lang === 'en' && LOWER_AFTER_THAT.test(line) ? line[0]!.toLowerCase() + line.slice(1) : line;
  return /[.!?।]$/u.test(opened) ? opened : `${opened}${lang === 'hi' ? '।' : '.'}`;
}

/** The clauses that apply to these answers, filled in `lang`. */
export function fillDraft(spec: DraftSpec, answers: Answers, lang: Lang): Block[] {
  const questions = questionsOf(spec);
  const derived = spec.derive?.(answers, lang) ?? {};
  const valueOf = (name: string, extra: Record<string, Part>): Part => {
    if (name in extra) return extra[name]!;
    const question = questions.get(name);
    if (question) {
      const text = formatAnswer(question, answers[name], lang);
      return text === undefined ? { blank: `[${question.blank[lang]}]` } : { text };
    }
    const value = derived[name];
    if (value !== undefined) return { text: value };
    const blank = spec.derivedBlanks?.[name];
    if (blank) return { blank: `[${blank[lang]}]` };
    throw new Error(`${spec.kind}: the placeholder {${name}} names no question or derived value`);
  };
  const fill = (template: string, extra: Record<string, Part> = {}): Part[] => {
    const parts: Part[] = [];
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
      if (match.index > last) parts.push({ text: template.slice(last, match.index) });
      parts.push(valueOf(match[1]!, extra));
      last = match.index + match[0].length;
    }
    if (last < template.length) parts.push({ text: template.slice(last) });
    return parts;
  };
  let number = 0;
  const numbered = (clause: Clause, parts: Part[]): Part[] =>
    clause.numbered ? [{ text: `${++number}. ` }, ...parts] : parts;
  return spec.clauses
    .filter((clause) => !clause.when || clause.when(answers))
    .flatMap((clause): Block[] => {
      const base = { role: clause.role ?? 'paragraph', heading: clause.heading?.[lang] };
      if (!clause.each) return [{ id: clause.id, ...base, parts: numbered(clause, fill(clause.text[lang])) }];
      const items = linesOf(answers[clause.each]).map((item) => (clause.sentences ? asSentence(item, lang) : item));
      const question = questions.get(clause.each)!;
      const lines: Part[] = items.length
        ? items.map((item) => ({ text: item }))
        : [{ blank: `[${question.blank[lang]}]` }];
      return lines.map((item, i) => ({
        id: `${clause.id}-${i + 1}`,
        ...base,
        heading: i === 0 ? base.heading : undefined,
        parts: numbered(clause, fill(clause.text[lang], { item })),
      }));
    });
}

/** A block as plain text, blanks included. */
export const blockText = (block: Block): string =>
  (block.heading ? `${block.heading}\n` : '') +
  block.parts.map((part) => ('text' in part ? part.text : part.blank)).join('');

/** What the printed page adds around the clauses, in one language: the preview, the Word file and the golden texts read it. */
export interface PrintParts {
  stamp?: string;
  signatures: { who: string; caption?: string; lines: string[] }[];
  witnesses?: { title: string; line: string };
  attestation?: string;
}

export function printParts(spec: DraftSpec, answers: Answers, lang: Lang): PrintParts {
  const print = spec.print(answers);
  return {
    stamp: print.stampSpace ? TEXT.stampSpace[lang] : undefined,
    signatures: print.signatures.map((s) => ({
      who: s.who ? `${TEXT.signature[lang]}: ${s.who[lang]}` : `(${TEXT.signature[lang]})`,
      caption: s.caption?.[lang],
      lines: (s.lines ?? []).map((line) => line[lang]),
    })),
    witnesses: print.witnesses === 2 ? { title: TEXT.witnesses[lang], line: TEXT.witnessLine[lang] } : undefined,
    attestation: print.attestation?.[lang],
  };
}

/** A line to sign or write on. */
export const RULE = '____________________';

/**
 * The whole draft as plain text in one language, as it prints: the room for
 * the stamp, the clauses (blanks included), the signatures, witnesses and
 * attestation. The golden drafts are this text (docs/drafts.md, "Golden drafts").
 */
export function draftText(spec: DraftSpec, answers: Answers, lang: Lang): string {
  const parts = printParts(spec, answers, lang);
  return [
    ...(parts.stamp ? [`[${parts.stamp}]`] : []),
    ...fillDraft(spec, answers, lang).map(blockText),
    ...parts.signatures.map(({ who, caption, lines }) =>
      [`${who} ${RULE}`, ...(caption ? [caption] : []), ...lines.map((line) => `${line} ${RULE}`)].join('\n'),
    ),
    ...(parts.witnesses
      ? [
          [parts.witnesses.title, `1. ${parts.witnesses.line}: ${RULE}`, `2. ${parts.witnesses.line}: ${RULE}`].join(
            '\n',
          ),
        ]
      : []),
    ...(parts.attestation ? [parts.attestation] : []),
  ].join('\n\n');
}
