/**
 * The database as the site sees it through PostgREST, in the shape
 * `supabase gen types typescript` produces, so supabase-js calls are typed.
 * Mirrors supabase/migrations; keep the two in step. Rows are type aliases,
 * not interfaces: supabase-js needs them assignable to Record<string, unknown>.
 */
import type { Lang } from '@/i18n/lang';
import type { RequestDocumentType, RequestService, RequestStatus, Urgency } from '../config';
import type {
  HumanSignals,
  NewsletterStatus,
  RequestSubmission,
  SubmitRequestFieldArgs,
} from '../request-schema';

export type { HumanSignals, NewsletterStatus, RequestStatus, RequestSubmission };

/** A row of blog_posts (spec §3). */
export type BlogPost = {
  id: string;
  title: string;
  /** HTML; sanitise before showing it. */
  content: string;
  created_at: string;
  updated_at: string | null;
  category: string;
  image_url: string | null;
  excerpt: string | null;
  slug: string | null;
  author: string | null;
  reading_time: number | null;
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
  og_url: string | null;
  tags: string[];
  language: Lang;
  published: boolean;
  /** The post this one translates, in the other language (docs/architecture.md, "A bilingual blog"). */
  translation_of: string | null;
};

/** A stored request, as the service role reads it. */
export type ContactSubmission = RequestSubmission & {
  id: number;
  /** 'LP' + a number, given by the server. */
  order_id: string;
  created_at: string;
  submitted_at: string | null;
  client_key: string | null;
  status: RequestStatus;
  status_changed_at: string;
  /** The phone's last ten digits (a generated column, public.phone_key): limits, tracking and search compare it. */
  phone_key: string;
  /** A guided draft's answers, as public.draft_problem checked them (docs/drafts.md, "Sending"); null from the form. */
  draft?: { kind: string; version: number; lang: Lang; answers: Record<string, string> } | null;
};

/**
 * An e-mail to the customer, sent by the server (customer_mail): a new
 * request's confirmation, or a status change the staff chose to tell.
 * Staff read it to see whether it went out.
 */
export type CustomerMail = {
  id: number;
  submission_id: number;
  kind: 'confirmation' | 'status';
  /** The status change it tells, for kind 'status'. */
  history_id: number | null;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  /** EmailJS's answer to the last failed attempt. */
  last_error: string | null;
  sent_at: string | null;
};

/** One entry of a request's history (request_status_history); staff read it. */
export type RequestStatusChange = {
  id: number;
  submission_id: number;
  status: RequestStatus;
  changed_at: string;
  /** The staff member's user id; null for the system (a new request). */
  changed_by: string | null;
  /** Shown to the customer. */
  customer_note: string | null;
  /** For the firm only. */
  internal_note: string | null;
};

export type StaffMember = {
  user_id: string;
  name: string;
  added_at: string;
};

/** What track_request answers the customer: the status and the notes meant for them, nothing else. */
export type TrackedRequest = {
  order_id: string;
  status: RequestStatus;
  service: RequestService;
  document_type: RequestDocumentType;
  urgency: Urgency;
  created_at: string;
  status_changed_at: string;
  history: { status: RequestStatus; at: string; note: string | null }[];
};

export type NewsletterSubscription = {
  id: number;
  email: string;
  created_at: string;
};

/** The arguments of submit_request (supabase/migrations/20261124000000_public_write_path.sql). */
export type SubmitRequestArgs = SubmitRequestFieldArgs & {
  /** ISO time the visitor pressed Send. */
  p_submitted_at: string;
  /** The form's hidden field: empty for a person. */
  p_website: string;
  /** How long the visitor took to fill the form, in ms. */
  p_fill_ms: number;
};

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      blog_posts: {
        Row: BlogPost;
        Insert: Optional<
          BlogPost,
          | 'id'
          | 'created_at'
          | 'updated_at'
          | 'image_url'
          | 'excerpt'
          | 'slug'
          | 'author'
          | 'reading_time'
          | 'og_title'
          | 'og_description'
          | 'og_image'
          | 'og_url'
          | 'tags'
          | 'language'
          | 'published'
          | 'translation_of'
        >;
        Update: Partial<BlogPost>;
        Relationships: [];
      };
      contact_submissions: {
        Row: ContactSubmission;
        // The public cannot write the table (submit_request does); the service role can.
        Insert: Optional<
          ContactSubmission,
          | 'id'
          | 'urgency'
          | 'message'
          | 'language'
          | 'created_at'
          | 'submitted_at'
          | 'client_key'
          | 'status'
          | 'status_changed_at'
          | 'phone_key'
        >;
        Update: Partial<ContactSubmission>;
        Relationships: [];
      };
      request_status_history: {
        Row: RequestStatusChange;
        // Written by the database only (trigger, set_request_status).
        Insert: never;
        Update: never;
        Relationships: [
          {
            foreignKeyName: 'request_status_history_submission_id_fkey';
            columns: ['submission_id'];
            isOneToOne: false;
            referencedRelation: 'contact_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      customer_mail: {
        Row: CustomerMail;
        // Written by the database (trigger, set_request_status, the sender's functions); the service role may too.
        Insert: never;
        Update: Partial<CustomerMail>;
        Relationships: [
          {
            foreignKeyName: 'customer_mail_submission_id_fkey';
            columns: ['submission_id'];
            isOneToOne: false;
            referencedRelation: 'contact_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      staff_members: {
        Row: StaffMember;
        Insert: Optional<StaffMember, 'added_at'>;
        Update: Partial<StaffMember>;
        Relationships: [];
      };
      newsletter_subscriptions: {
        Row: NewsletterSubscription;
        Insert: { email: string; created_at?: string };
        Update: { email?: string; created_at?: string };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      submit_request: { Args: SubmitRequestArgs; Returns: string };
      track_request: { Args: { p_order_id: string; p_contact: string }; Returns: TrackedRequest | null };
      track_my_requests: { Args: { p_request_ids: string[] }; Returns: TrackedRequest[] };
      set_request_status: {
        Args: {
          p_order_id: string;
          p_status: RequestStatus;
          p_customer_note?: string | null;
          p_internal_note?: string | null;
          /** Queue the status e-mail to the customer. */
          p_notify?: boolean;
        };
        Returns: RequestStatusChange;
      };
      is_staff: { Args: Record<string, never>; Returns: boolean };
      subscribe_newsletter: {
        Args: { p_email: string; p_website?: string | null; p_fill_ms?: number | null };
        Returns: NewsletterStatus;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
