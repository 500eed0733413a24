/**
 * One section of the privacy policy or the terms of use. `id` is the same
 * slug in both languages (the heading's anchor); sections come in the same
 * order in both languages.
 */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * The text of a legal page in one language. The page itself shows the
 * 'Last updated' line (config POLICY_LAST_UPDATED) and appends the business's
 * contact details under the last section, so the text never repeats them.
 */
export interface LegalText {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  title: string;
  intro: string[];
  sections: LegalSection[];
}
