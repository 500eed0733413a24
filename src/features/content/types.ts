/**
 * Typed bilingual content of a service or document page.
 * Every entry carries a full `en` and `hi` value; tests/unit/content-parity
 * fails when a field is missing, empty, or (for prose) identical in both.
 */
import type { Localized } from '@/i18n/lang';
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

export interface ContentImage {
  /** Path under public/, e.g. "/images/services/will-creation.webp". */
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

/** A service page (/services/{id}) or document page (/documents/{id}). */
export interface ContentEntry extends Localized<PageText> {
  id: string;
  icon: IconName;
  image: ContentImage;
}
