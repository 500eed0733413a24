/**
 * Business constants and contact details (docs/architecture.md, "Decisions").
 * One place: everything else imports from here. Contact details can be
 * overridden at build time with VITE_ variables (see README).
 */

const env = import.meta.env ?? {};

export const business = {
  name: 'Satna Legal Services',
  nameHi: 'सतना लीगल सर्विसेज़',
  phone: env.VITE_BUSINESS_PHONE || '+91 94250 00000',
  email: env.VITE_BUSINESS_EMAIL || 'support@satnalegal.in',
  /** Digits only, country code first, for wa.me links. */
  whatsapp: env.VITE_BUSINESS_WHATSAPP || '919425000000',
  /**
   * The number the WhatsApp updates come from (the Cloud API's), digits as
   * above: a client's START must reach it (docs/whatsapp.md, "Stopping").
   */
  whatsappUpdates: env.VITE_WHATSAPP_UPDATES_NUMBER || env.VITE_BUSINESS_WHATSAPP || '919425000000',
  sisterProductUrl: env.VITE_SISTER_PRODUCT_URL || 'https://forms.satnalegal.in',
  siteUrl: env.VITE_SITE_URL || 'https://satnalegal.in',
  analyticsId: env.VITE_ANALYTICS_ID || '',
  address: {
    en: 'Chamber 12, Advocates’ Block, District Court Campus, Satna, Madhya Pradesh 485001',
    hi: 'चैंबर 12, अधिवक्ता ब्लॉक, ज़िला न्यायालय परिसर, सतना, मध्य प्रदेश 485001',
  },
  /** One founding year for both languages. Before going live (docs/deploying.md): the firm confirms it. */
  foundedYear: 1993,
  /**
   * The Grievance Officer the privacy policy names (Rule 5(9) of the IT
   * (Reasonable Security Practices …) Rules, 2011 requires a name). Before
   * going live (docs/deploying.md): VITE_GRIEVANCE_OFFICER with the person's name.
   */
  grievanceOfficer: {
    en: env.VITE_GRIEVANCE_OFFICER || '[name to be supplied by the firm]',
    hi: env.VITE_GRIEVANCE_OFFICER || '[नाम फ़र्म देगी]',
  },
  social: {
    facebook: env.VITE_SOCIAL_FACEBOOK || 'https://www.facebook.com/satnalegal',
    instagram: env.VITE_SOCIAL_INSTAGRAM || 'https://www.instagram.com/satnalegal',
    linkedin: env.VITE_SOCIAL_LINKEDIN || 'https://www.linkedin.com/company/satnalegal',
    x: env.VITE_SOCIAL_X || 'https://x.com/satnalegal',
  },
} as const;

export const whatsappLink = (text?: string, number: string = business.whatsapp) =>
  `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** Opening hours: Monday to Saturday, 10:00 to 19:00. */
export const openingHours = { days: 'Mo-Sa', opens: '10:00', closes: '19:00' } as const;

export const MOBILE_MENU_BREAKPOINT_PX = 768;
export const HASH_SCROLL_DELAY_MS = 100;
export const DEFAULT_LANG = 'en' as const;

/**
 * The least time a form is on screen before a person sends it; the database
 * refuses faster ones as scripts (refuse_bots(), supabase/migrations/20261124000000_public_write_path.sql).
 */
export const HUMAN_MIN_FILL_MS = 2500;

/**
 * Days a newsletter sign-up's e-mailed link can be opened; then the sign-up
 * is deleted (subscribe_newsletter's interval, migration 20261129200100).
 */
export const NEWSLETTER_LINK_DAYS = 7;
export const DEFAULT_URGENCY = 'standard' as const;

export const TOAST_DURATION_FORM_MS = 3000;
export const TOAST_DURATION_DEFAULT_MS = 5000;

/** Posts a page of the blog list shows; the numbered pages appear past one page (docs/architecture.md, "The blog list"). */
export const BLOG_PAGE_SIZE = 10;
export const BLOG_RELATED_COUNT = 3;
export const BLOG_CARD_TAGS = 3;
export const BLOG_ID_PREFIX_LENGTH = 8;
/** The newest posts of a language kept for offline reading (docs/architecture.md, "What the phone keeps of the blog"). */
export const BLOG_OFFLINE_POSTS = 20;
/** At most this many posts kept in all: the newest of each language read, and the articles opened. */
export const BLOG_KEPT_POSTS = 60;

export const DOCUMENT_FAQS_PER_COLUMN = 5;
export const REVEAL_THRESHOLD = 0.1;

export const CLIENTS_SERVED = '1000+';
export const CLIENTS_TRUSTED = '500+';
/**
 * The firm's fee for reviewing and finishing a guided draft, in rupees
 * (docs/drafts.md, "The estimate"). null until the firm gives it: the
 * estimate then says the firm will tell the customer.
 */
export const DRAFT_FIRM_FEE_RUPEES: number | null = null;
/** A draft on the device not changed for this many months is removed (the privacy policy says so). */
export const DRAFT_KEEP_MONTHS = 6;
/**
 * Papers from the phone (docs/security.md, "Papers"): at most this many a
 * request; deleted this many days after the request is delivered or
 * cancelled (or at once on the client's word); the finished document
 * downloadable this many days after it is attached. The database holds the
 * same numbers (private.paper_limits); tests/integration/papers.test.ts
 * keeps them equal.
 */
export const PAPERS_PER_REQUEST = 10;
export const PAPERS_KEEP_DAYS = 90;
export const DOCUMENT_KEEP_DAYS = 90;
/**
 * Characters a Word file cannot hold (non-characters) or that make text read
 * otherwise than it is stored (bidirectional controls); public.draft_problem
 * refuses them in draft answers and public.has_hidden_characters in a
 * request's message, and the builder and the form say so (docs/security.md,
 * "Draft answers"). Here, not in request-schema.ts: the builder would
 * download the request form's schema with it (docs/drafts.md, "Budgets").
 */
export const DRAFT_UNSAFE = /[\p{Noncharacter_Code_Point}\p{Bidi_Control}]/u;

export const POLICY_LAST_UPDATED = '2026-12-07';

/** The document /documents shows (docs/architecture.md, "Content entries"). */
export const DEFAULT_DOCUMENT_ID = 'rent-agreement';

/** Request form options, stored values. */
export const REQUEST_SERVICES = [
  'legal_documentation',
  'document_review',
  'stamp_papers',
  'will_creation',
  'legal_research',
  'e_mediation',
  'property_registration',
  'legal_photography',
] as const;
export type RequestService = (typeof REQUEST_SERVICES)[number];

export const REQUEST_DOCUMENT_TYPES = [
  'rent_agreement',
  'affidavit',
  'sale_deed',
  'partnership_deed',
  'power_of_attorney',
  'will',
  'legal_notice',
  'complaint',
  'legal_agreement',
] as const;
export type RequestDocumentType = (typeof REQUEST_DOCUMENT_TYPES)[number];

export const URGENCIES = ['urgent', 'standard', 'relaxed'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Where a request stands, in the order it usually moves (supabase/migrations/20261125000000_request_tracking.sql). */
export const REQUEST_STATUSES = ['received', 'in_review', 'drafting', 'ready', 'delivered', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The channels the firm writes to a client on (public.customer_messages.channel; docs/security.md, "Messages to clients"). */
export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** What a message to a client is about (public.customer_messages.kind). */
export const CUSTOMER_MESSAGE_KINDS = ['confirmation', 'status', 'newsletter', 'document_ready'] as const;
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];
/** Why a message was never sent (public.customer_messages.withheld_reason). */
export const WITHHELD_REASONS = ['refused', 'stopped', 'daily_cap', 'stale'] as const;
export type WithheldReason = (typeof WITHHELD_REASONS)[number];
/** A message's last receipt from the provider (public.customer_messages.receipt), in the order they come. */
export const MESSAGE_RECEIPTS = ['sent', 'delivered', 'read', 'failed'] as const;
export type MessageReceipt = (typeof MESSAGE_RECEIPTS)[number];

/** How often the staff inbox looks for new requests while it is open. */
export const STAFF_INBOX_REFRESH_MS = 20_000;
export const STAFF_INBOX_PAGE_SIZE = 25;
/** The inbox lists the messages to clients not sent of this many last days (older ones staff have seen or let go)… */
export const STAFF_UNSENT_DAYS = 7;
/** …naming this many of them; the rest are a count. */
export const STAFF_UNSENT_SHOWN = 20;
