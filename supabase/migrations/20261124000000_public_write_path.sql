-- The public write path holds against abuse (docs/security.md).
--
-- Before: anon inserted rows into contact_submissions itself, with any
-- order_id and created_at it chose, as many as it liked, and could draw order
-- numbers without end. Now the anon key can write only through two functions
-- that validate, limit and stamp what they store:
--
--   submit_request(...)        -> 'LP…' (the same for the same request_id)
--   subscribe_newsletter(...)  -> 'subscribed' | 'already_subscribed'
--
-- Refusals have codes of their own (PostgREST answers 400 with the code):
--   SLLIM  too many requests for this e-mail, phone or client address in the last hour
--   SLBOT  the form's hidden field was filled, or it was sent faster than a person types

-- ---------------------------------------------------------------------------
-- No direct writes by the public
-- ---------------------------------------------------------------------------

drop policy contact_submissions_insert_public on public.contact_submissions;
revoke insert, update, delete, truncate on public.contact_submissions from anon, authenticated;
revoke execute on function public.next_contact_order_id() from anon, authenticated;

-- ---------------------------------------------------------------------------
-- What the rows carry
-- ---------------------------------------------------------------------------

alter table public.contact_submissions
  -- When the visitor pressed Send (a request queued offline arrives later).
  add column submitted_at timestamptz,
  -- md5 of the client address the platform passed, for the per-address limit.
  add column client_key text;

alter table public.newsletter_subscriptions
  add column client_key text;

create index contact_submissions_email_recent_idx
  on public.contact_submissions (lower(email), created_at desc);
create index contact_submissions_client_recent_idx
  on public.contact_submissions (client_key, created_at desc) where client_key is not null;
create index newsletter_subscriptions_client_recent_idx
  on public.newsletter_subscriptions (client_key, created_at desc) where client_key is not null;

-- The customer e-mail repeats the name: letters (Latin or Devanagari, with
-- their signs), spaces and . ' - only; no digits, no ':' or '/', so that no
-- link or message can be smuggled into the firm's mail. NOT VALID: rows
-- stored before stay as they are; every new row is checked.
alter table public.contact_submissions
  add constraint contact_submissions_name_letters
    check (btrim(name) = '' or name ~ '^[A-Za-z\u00C0-\u024F\u0900-\u0963\u0970-\u097F\u200C\u200D .''-]+$') not valid,
  add constraint contact_submissions_email_no_control
    check (email !~ '[\x01-\x1F\x7F]') not valid,
  -- Line breaks and tabs are a message's own; other control characters are not.
  add constraint contact_submissions_message_no_control
    check (message is null or message !~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]') not valid;

alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_no_control
    check (email !~ '[\x01-\x1F\x7F]') not valid;

-- ---------------------------------------------------------------------------
-- Shared checks
-- ---------------------------------------------------------------------------

-- The client address as the platform passed it (Cloudflare in front of
-- Supabase sets cf-connecting-ip, which a client cannot forge through it;
-- x-forwarded-for can be forged and is not used). Null where there is none
-- (the local stack): then only the e-mail and phone limits apply.
create function public.request_client_key()
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select md5(nullif(btrim(coalesce(
    nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip',
    nullif(current_setting('request.headers', true), '')::json ->> 'x-real-ip'
  )), ''));
$$;

revoke all on function public.request_client_key() from public;

-- A person takes seconds to fill a form; a script fills the hidden field too.
create function public.refuse_bots(p_website text, p_fill_ms integer)
  returns void
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  if coalesce(p_website, '') <> '' or coalesce(p_fill_ms, 0) < 2500 then
    raise exception 'Request refused' using errcode = 'SLBOT';
  end if;
end;
$$;

revoke all on function public.refuse_bots(text, integer) from public;

-- ---------------------------------------------------------------------------
-- Document requests
-- ---------------------------------------------------------------------------

create function public.submit_request(
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
  p_fill_ms       integer default null
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
  v_digits   text := regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
  v_client   text := public.request_client_key();
begin
  if p_request_id is null then
    raise exception 'request_id is required' using errcode = '23502';
  end if;

  -- Limits are counted one submission at a time: two concurrent calls must
  -- not both see room for one more. Submissions are few; this costs nothing.
  perform pg_advisory_xact_lock(7301001);

  -- The same request again (its answer was lost): the same order id, nothing new.
  select order_id into v_order_id from public.contact_submissions where request_id = p_request_id;
  if found then
    return v_order_id;
  end if;

  perform public.refuse_bots(p_website, p_fill_ms);

  if (select count(*) from public.contact_submissions
      where lower(email) = lower(v_email) and created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.contact_submissions
         where created_at > now() - interval '1 hour'
           and regexp_replace(phone, '[^0-9]', '', 'g') = v_digits) >= 5
     or (v_client is not null and (select count(*) from public.contact_submissions
         where client_key = v_client and created_at > now() - interval '1 hour') >= 20) then
    raise exception 'Too many requests in the last hour' using errcode = 'SLLIM';
  end if;

  insert into public.contact_submissions (
    request_id, order_id, name, email, phone, service, document_type, urgency,
    message, language, submitted_at, client_key
  ) values (
    p_request_id,
    'LP' || nextval('public.contact_order_number_seq'::regclass),
    btrim(p_name), v_email, btrim(p_phone), p_service, p_document_type,
    coalesce(p_urgency, 'standard'), nullif(btrim(p_message), ''), coalesce(p_language, 'en'),
    -- The phone's clock may be wrong (a low-end phone after a flat battery):
    -- a request is never refused for it, its time is kept within what can be true.
    greatest(least(coalesce(p_submitted_at, now()), now()), now() - interval '31 days'), v_client
  )
  returning order_id into v_order_id;
  return v_order_id;
end;
$$;

comment on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer) is
  'Stores a document request and returns its order id (LP…); the same request_id again returns the same id. Refusals: CHECK (23514), SLLIM, SLBOT.';

revoke all on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer) from public;
grant execute on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Newsletter
-- ---------------------------------------------------------------------------

drop function public.subscribe_newsletter(text);

create function public.subscribe_newsletter(p_email text, p_website text default null, p_fill_ms integer default null)
  returns text
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_email  text := btrim(p_email);
  v_client text := public.request_client_key();
  v_rows   integer;
begin
  perform pg_advisory_xact_lock(7301002);
  perform public.refuse_bots(p_website, p_fill_ms);
  if v_client is not null and (select count(*) from public.newsletter_subscriptions
      where client_key = v_client and created_at > now() - interval '1 hour') >= 10 then
    raise exception 'Too many sign-ups in the last hour' using errcode = 'SLLIM';
  end if;

  insert into public.newsletter_subscriptions (email, client_key)
  values (v_email, v_client)
  on conflict ((lower(email))) do nothing;

  get diagnostics v_rows = row_count;
  if v_rows = 1 then
    return 'subscribed';
  end if;
  return 'already_subscribed';
end;
$$;

comment on function public.subscribe_newsletter(text, text, integer) is
  'Subscribes an e-mail address; returns subscribed or already_subscribed. Refusals: CHECK (23514), SLLIM, SLBOT.';

revoke all on function public.subscribe_newsletter(text, text, integer) from public;
grant execute on function public.subscribe_newsletter(text, text, integer) to anon, authenticated, service_role;
