/**
 * The shape of a rule's cases. Each rule written in TypeScript and in SQL has
 * one table of cases in this folder; tests/unit/rule-cases.test.ts runs every
 * case through the TypeScript side, tests/integration/rule-cases.test.ts
 * through the database (PGlite and PostgreSQL 15). A case says what a value
 * becomes, and why in a few words.
 */

/**
 * What a form field does with what was typed: stores it (trimmed, normalised)
 * as `stored`, or refuses it for a reason both sides give. `checkFirst`: the
 * reason the database names, where it names another first (it runs a table's
 * CHECKs in the order of their names).
 */
export type FieldCase<Refusal extends string, Stored = string> = { input: string; why: string } & (
  { stored: Stored } | { refused: Refusal; checkFirst?: Refusal }
);

/** A field's reasons to refuse, as each side names them: the form's message id, the database's CHECK. */
export type Reasons<Refusal extends string> = Record<Refusal, { form: string; check: string }>;

/** What reaches the database: the form's output when it stores one, else the input as a script would send it. */
export const sentValue = <R extends string, S>(c: FieldCase<R, S>): S | string => ('stored' in c ? c.stored : c.input);

/** A value for a test's title: invisible and unusual characters as U+ codes, long ones cut. */
export function shown(value: string): string {
  const chars = [...value];
  const cut = chars.length > 40 ? `${chars.slice(0, 20).join('')}…` : value;
  const visible = cut.replace(
    // eslint-disable-next-line no-misleading-character-class -- Devanagari signs are single entries of the class
    /[^\x20-\x7E\u00C0-\u024F\u0900-\u097F…\p{Emoji_Presentation}]/gu,
    (char) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  );
  return chars.length > 40 ? `${visible} (${chars.length} characters)` : `'${visible}'`;
}
