/**
 * The database's types as the site uses them: what `npm run db-types` reads
 * from the catalog (database.generated.ts), with what a catalog cannot tell
 * laid over it, as Supabase's docs advise (MergeDeep): the values a CHECK
 * allows a column (the lists in ../config.ts, which
 * tests/integration/schema-vs-database.test.ts holds equal to the CHECKs) and
 * the shape of JSON columns and answers (a draft, json-shapes.ts).
 */
import type { MergeDeep } from 'type-fest';
import type { Lang } from '@/i18n/lang';
import type {
  CustomerMessageKind,
  MessageChannel,
  MessageReceipt,
  RequestStatus,
  Urgency,
  WithheldReason,
} from '../business/config';
import type { Database as Generated } from './database.generated';
import type { Draft } from '../domain/draft';
import type { TrackedRequest } from './json-shapes';

export type { TrackedRequest };
export type { Json } from './database.generated';

/** A table's columns as rows, inserts and updates carry them. */
type Columns<T> = { Row: T; Insert: Partial<T>; Update: Partial<T> };
type Functions = Generated['public']['Functions'];
/** An argument with a default may be left out, or sent as null (the functions coalesce it). */
type NullableOptional<A> = { [K in keyof A]: undefined extends A[K] ? A[K] | null : A[K] };

export type Database = MergeDeep<
  Generated,
  {
    public: {
      Tables: {
        blog_posts: Columns<{ language: Lang }>;
        contact_submissions: Columns<{
          status: RequestStatus;
          urgency: Urgency;
          language: Lang;
          draft: Draft | null;
        }>;
        customer_messages: Columns<{
          channel: MessageChannel;
          kind: CustomerMessageKind;
          withheld_reason: WithheldReason | null;
          receipt: MessageReceipt | null;
        }>;
        request_status_history: Columns<{ status: RequestStatus }>;
      };
      Functions: MergeDeep<
        { [F in keyof Functions]: { Args: NullableOptional<Functions[F]['Args']> } },
        {
          set_request_status: { Returns: { status: RequestStatus } };
          submit_request: { Args: { p_draft?: Draft | null } };
          track_my_requests: { Returns: TrackedRequest[] };
          track_request: { Returns: TrackedRequest | null };
        }
      >;
    };
  }
>;

type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
export type BlogCategoryRow = Database['public']['Views']['blog_categories']['Row'];
export type BlogPost = Row<'blog_posts'>;
export type ContactSubmission = Row<'contact_submissions'>;
export type CustomerMessage = Row<'customer_messages'>;
export type WhatsappOptOut = Row<'whatsapp_opt_outs'>;
export type MessageChannelState = Database['public']['Functions']['message_channels']['Returns'][number];
export type NewsletterSubscription = Row<'newsletter_subscriptions'>;
export type RequestStatusChange = Row<'request_status_history'>;
export type StaffMember = Row<'staff_members'>;
