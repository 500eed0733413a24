/**
 * Content of a service or document page: a folder with meta.ts (EntryMeta)
 * and en.ts, hi.ts (PageText) (docs/architecture.md, "Content entries").
 * tests/unit/content-parity fails when a field is missing, empty, or (for
 * prose) identical in both languages.
 */
import type { Localized } from '@/i18n/lang';
import type { RequestDocumentType, RequestService } from '@/business/config';
import type { IconName } from '@/ui/icons';

export interface ProcessStep {
  stepTitle: string;
  stepDescription: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** The text of a service or document page in one language. */
export interface PageText {
  /** What the illustration shows; not read out (see ContentHero). */
  imageAlt: string;
  seoTitle: string;
  seoDescription: string;
  /** Comma-separated keywords, as in a `<meta name="keywords">`. */
  seoKeywords: string;
  title: string;
  shortDescription: string;
  /** Paragraphs of the description section. */
  description: string[];
  features: string[];
  benefits: string[];
  process: ProcessStep[];
  /** 5-10 items; document pages use up to 10 (two columns of 5). */
  faqs: Faq[];
  /** The closing call-to-action sentence. */
  callToAction: string;
  /** The three short badges in the hero (e.g. "Delivery in 24-48 hours"). */
  badges: [string, string, string];
}

/** What a service's or document's page is besides its text. */
export interface EntryMeta {
  /** The page's address when it is not the folder's name (legalServices). */
  id?: string;
  icon: IconName;
  /** Place in the navbar's menu (1 first); absent: not in the menu. */
  menu?: number;
  /**
   * Place in the footer's Documents column (1 first); absent: not there. Its
   * own order: the firm lists legal notices before notarization there.
   */
  footer?: number;
}

/**
 * What the request form preselects on the page (docs/architecture.md,
 * "Decisions"), beside its EntryMeta in meta.ts (`export const request`):
 * `{}` preselects nothing. The page's route loader reads it with the page's
 * text, so it is not in every page's first load as EntryMeta is.
 */
export interface EntryRequest {
  service?: RequestService;
  documentType?: RequestDocumentType;
}

/**
 * A menu service's words besides its page, beside its EntryMeta in meta.ts
 * (`export const words`): its label in the menus and on its home card, and
 * the card's line. The build adds them to each language's UI messages as
 * service.{id} and content.card.{id}, so a page's first load carries the
 * visitor's language only (docs/architecture.md, "Content entries").
 */
export type MenuWords = Localized<{ label: string; card: string }>;

/** A menu document's words, the same way: its label in the menus, document.{id}. */
export type DocumentMenuWords = Localized<{ label: string }>;
