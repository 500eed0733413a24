/**
 * About page text (/about): its shape; each language fills it in ./en.ts and
 * ./hi.ts. The founding year is business.foundedYear (docs/architecture.md,
 * "Decisions"): one constant for both languages.
 */

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export interface AboutReason {
  title: string;
  text: string;
}

export interface AboutText {
  seo: {
    title: string;
    description: string;
    /** Comma-separated keywords, as in a `<meta name="keywords">`. */
    keywords: string;
  };
  title: string;
  /** Opens with the founding sentence, built from business.foundedYear. */
  intro: string;
  mission: { heading: string; text: string };
  team: { heading: string; members: [TeamMember, TeamMember, TeamMember] };
  reasons: { heading: string; items: [AboutReason, AboutReason, AboutReason, AboutReason] };
  /** Goes to /#contact. */
  contactButton: string;
}
