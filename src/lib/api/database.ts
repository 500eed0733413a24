/**
 * The database as the site sees it through PostgREST, in the shape
 * `supabase gen types typescript` produces, so supabase-js calls are typed.
 * Mirrors supabase/migrations; keep the two in step. Rows are type aliases,
 * not interfaces: supabase-js needs them assignable to Record<string, unknown>.
 */
import type { Lang } from '../../features/content/types';
import type { RequestDocumentType, RequestService, Urgency } from '../config';

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
};

/** What the site inserts into contact_submissions (spec §7 call 2). */
export type ContactSubmissionInsert = {
  /** Client-generated uuid: a retried insert that already landed is recognised by it. */
  request_id: string;
  /** 'LP' + the number from next_contact_order_id. */
  order_id: string;
  name: string;
  email: string;
  phone: string;
  service: RequestService;
  document_type: RequestDocumentType;
  urgency: Urgency;
  message: string | null;
  language: Lang;
};

export type ContactSubmission = ContactSubmissionInsert & {
  id: number;
  created_at: string;
};

export type NewsletterSubscription = {
  id: number;
  email: string;
  created_at: string;
};

export type NewsletterStatus = 'subscribed' | 'already_subscribed';

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
        >;
        Update: Partial<BlogPost>;
        Relationships: [];
      };
      contact_submissions: {
        Row: ContactSubmission;
        Insert: Optional<ContactSubmissionInsert, 'urgency' | 'message' | 'language'> & { created_at?: string };
        Update: Partial<ContactSubmissionInsert>;
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
      next_contact_order_id: { Args: never; Returns: number };
      subscribe_newsletter: { Args: { p_email: string }; Returns: NewsletterStatus };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
