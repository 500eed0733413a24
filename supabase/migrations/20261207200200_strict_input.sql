-- What a client types, held to one strict rule each (docs/security.md, "What
-- a stranger typed"), and the WhatsApp consent's time from the server.
--
--   public.is_email_address: the one e-mail rule, EMAIL_PATTERN in
--     src/domain/request/schema.ts (tests/integration/schema-vs-database.test.ts
--     compares them): a local part of plain characters and single dots (no
--     quoted part), a domain of labels (no address literal, no trailing dot).
--     One spelling per address is what keeps public.mailbox_key one key per
--     mailbox: "box"@gmail.com and box@gmail.com. were new keys.
--   A name carries no word.word (two letters or more on each side: sbi-kyc.bank,
--     refund.today); initials pass (R.K. Mishra, Dr. A.K. Sharma).
--   A request's message carries no bidirectional control or non-character, as
--     draft answers do not (public.has_hidden_characters).
--   submit_request records the consent at the server's time.
--
-- The constraints are NOT VALID: rows stored before stay as they are.

create function public.is_email_address(p_email text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select p_email ~ '^[A-Za-z0-9!#$''*+^_`{|}~\u00C0-\u024F\u0900-\u097F-]+(?:\.[A-Za-z0-9!#$''*+^_`{|}~\u00C0-\u024F\u0900-\u097F-]+)*@(?:[A-Za-z0-9\u00C0-\u024F\u0900-\u097F](?:[A-Za-z0-9\u00C0-\u024F\u0900-\u097F-]*[A-Za-z0-9\u00C0-\u024F\u0900-\u097F])?\.)+[A-Za-z\u00C0-\u024F\u0900-\u097F][A-Za-z0-9\u00C0-\u024F\u0900-\u097F-]*[A-Za-z0-9\u00C0-\u024F\u0900-\u097F]$';
$$;

comment on function public.is_email_address(text) is
  'The one e-mail rule (EMAIL_PATTERN in src/domain/request/schema.ts): a dot-atom local part, a domain of labels and a top-level name; no quotes, address literals or trailing dot.';

-- Characters that make text read otherwise than it is stored (bidirectional
-- controls) or that XML cannot carry (non-characters): DRAFT_UNSAFE in
-- src/business/config.ts, and what public.draft_problem refuses in answers.
create function public.has_hidden_characters(p_text text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select p_text ~ '[\uFDD0-\uFDEF\uFFFE\uFFFF\U0001FFFE-\U0001FFFF\U0002FFFE-\U0002FFFF\U0003FFFE-\U0003FFFF\U0004FFFE-\U0004FFFF\U0005FFFE-\U0005FFFF\U0006FFFE-\U0006FFFF\U0007FFFE-\U0007FFFF\U0008FFFE-\U0008FFFF\U0009FFFE-\U0009FFFF\U000AFFFE-\U000AFFFF\U000BFFFE-\U000BFFFF\U000CFFFE-\U000CFFFF\U000DFFFE-\U000DFFFF\U000EFFFE-\U000EFFFF\U000FFFFE-\U000FFFFF\U0010FFFE-\U0010FFFF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]';
$$;

revoke all on function public.is_email_address(text) from public, anon, authenticated;
revoke all on function public.has_hidden_characters(text) from public, anon, authenticated;

-- The one rule replaces the format, the refused characters and the control characters.
alter table public.contact_submissions
  drop constraint contact_submissions_email_format,
  drop constraint contact_submissions_email_plain,
  drop constraint contact_submissions_email_no_control,
  add constraint contact_submissions_email_format check (public.is_email_address(email)) not valid,
  drop constraint contact_submissions_name_no_address,
  add constraint contact_submissions_name_no_address
    check (name !~* 'www\.|[A-Za-z\u00C0-\u024F]{2,}\.[A-Za-z\u00C0-\u024F]{2,}|[A-Za-z\u00C0-\u024F\u0900-\u097F]\.(?:com|net|org|info|biz|in|co|io|me|app|xyz|top|online|site|shop|store|live|link|click|club|tk|ml|ga|cf|gq|ws|cc|tv|us|uk|ru|cn|pk|bd|np|lk|ae|gov|edu|mobi|pro|icu|vip|win|loan|work|support|help|page|भारत)(?![A-Za-z])') not valid,
  add constraint contact_submissions_message_characters
    check (message is null or not public.has_hidden_characters(message)) not valid;

alter table public.newsletter_subscriptions
  drop constraint newsletter_subscriptions_email_format,
  drop constraint newsletter_subscriptions_email_plain,
  drop constraint newsletter_subscriptions_email_no_control,
  add constraint newsletter_subscriptions_email_format check (public.is_email_address(email)) not valid;

-- 20261129300000_whatsapp_updates.sql's, with the consent at the server's time.
create or replace function public.submit_request(
  p_request_id    uuid,
  p_name          text,
  p_email         text,
  p_phone         text,
  p_service       text,
  p_document_type text,
  p_urgency       text default 'standard',
  p_message       text default null,
  p_language      text default 'en',
  p_submitted_at  timestamptz default null,
  p_website       text default null,
  p_fill_ms       integer default null,
  p_draft         jsonb default null,
  p_whatsapp_consent integer default null
)
  returns text
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_order_id text;
  v_email    text := btrim(p_email);
  v_phone    text := public.phone_key(p_phone);
  v_client   text := public.request_client_key();
  v_problem  text;
  v_at       timestamptz := greatest(least(coalesce(p_submitted_at, now()), now()), now() - interval '31 days');
begin
  if p_request_id is null then
    raise exception 'request_id is required' using errcode = '23502';
  end if;

  -- Limits are counted one submission at a time: two concurrent calls must
  -- not both see room for one more.
  perform pg_advisory_xact_lock(7301001);

  -- The same request again (its answer was lost): the same order id, nothing new.
  select order_id into v_order_id from public.contact_submissions where request_id = p_request_id;
  if found then
    return v_order_id;
  end if;

  perform public.refuse_bots(p_website, p_fill_ms);

  -- Said by name (the client tells the visitor), before the limits count it.
  v_problem := public.draft_problem(p_draft, p_document_type);
  if v_problem is not null then
    raise exception 'Draft answers refused: %', v_problem using errcode = 'SLDRF';
  end if;

  if (select count(*) from public.contact_submissions
      where mailbox_key = public.mailbox_key(v_email) and created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.contact_submissions
         where phone_key = v_phone and created_at > now() - interval '1 hour') >= 5
     or (v_client is not null and (select count(*) from public.contact_submissions
         where client_key = v_client and created_at > now() - interval '1 hour') >= 20) then
    raise exception 'Too many requests in the last hour' using errcode = 'SLLIM';
  end if;

  insert into public.contact_submissions (
    request_id, order_id, name, email, phone, service, document_type, urgency,
    message, language, submitted_at, client_key, draft,
    whatsapp_consent_at, whatsapp_consent_version, whatsapp_to
  ) values (
    p_request_id,
    'LP' || nextval('public.contact_order_number_seq'::regclass),
    btrim(p_name), v_email, btrim(p_phone), p_service, p_document_type,
    coalesce(p_urgency, 'standard'), nullif(btrim(p_message), ''), coalesce(p_language, 'en'),
    -- A phone's clock may be wrong: its time is kept within what can be true.
    v_at, v_client,
    p_draft,
    -- The consent is recorded when it reaches the firm: the server's time, not the phone's
    -- (docs/whatsapp.md, "Consent"). The number WhatsApp takes is derived.
    case when p_whatsapp_consent is not null then now() end, p_whatsapp_consent,
    case when p_whatsapp_consent is not null then private.whatsapp_number(p_phone) end
  )
  returning order_id into v_order_id;
  return v_order_id;
end;
$$;
