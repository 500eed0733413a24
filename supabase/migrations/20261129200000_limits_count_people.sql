-- Limits count people, not spellings (docs/security.md, "Who a limit counts").
--
--   - A client is an IPv4 address or an IPv6 /64 (one phone on a mobile
--     network gets a whole /64), kept only as a keyed hash (HMAC-SHA-256 with
--     a secret in the schema `private`, which no API role can reach).
--   - One mailbox is one count: public.mailbox_key lower-cases, drops a +tag,
--     and for gmail.com / googlemail.com drops the dots and reads both as one
--     domain. The address stored and mailed stays as typed.
--   - A name carries nothing a mail app turns into a link (www., a word and a
--     known top-level domain).
--   - private.over_budget counts every call of an action by one key in a
--     sliding hour, without a lock: what the tracking and newsletter limits use.

-- ---------------------------------------------------------------------------
-- Keyed hashes
-- ---------------------------------------------------------------------------

-- Hosted Supabase has pgcrypto in `extensions` already; the local stack loads
-- PGlite's (supabase/local/db.ts) and PostgreSQL's contrib.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- Not exposed by PostgREST and granted to no API role: only the functions
-- below, run as their owner, read it.
create schema if not exists private;
revoke all on schema private from public;

create table private.secrets (
  name  text  primary key,
  value bytea not null
);
revoke all on private.secrets from public;

insert into private.secrets (name, value) values ('keyed_hash', extensions.gen_random_bytes(32));

-- HMAC-SHA-256 of a value under the database's secret; the purpose keeps the
-- hashes of one kind of value from matching another's.
create function private.keyed_hash(p_purpose text, p_value text)
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select encode(extensions.hmac(
    convert_to(p_purpose || ':' || p_value, 'UTF8'),
    (select value from private.secrets where name = 'keyed_hash'),
    'sha256'), 'hex');
$$;

revoke all on function private.keyed_hash(text, text) from public;

-- ---------------------------------------------------------------------------
-- The client: an IPv4 address or an IPv6 /64
-- ---------------------------------------------------------------------------

-- The address the platform passed (cf-connecting-ip, else x-real-ip), as its
-- network: an IPv4 address (an IPv4-mapped IPv6 address is one), or the /64
-- of an IPv6 address. Null where there is none (the local stack).
create or replace function public.request_client_key()
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  v_headers json := nullif(current_setting('request.headers', true), '')::json;
  v_raw     text := nullif(btrim(coalesce(v_headers ->> 'cf-connecting-ip', v_headers ->> 'x-real-ip')), '');
  v_ip      inet;
begin
  if v_raw is null then
    return null;
  end if;
  begin
    v_ip := v_raw::inet;
  exception when others then
    -- Not an address: still one client, counted as written.
    return private.keyed_hash('client', v_raw);
  end;
  if family(v_ip) = 6 and v_ip << '::ffff:0.0.0.0/96'::inet then
    v_ip := split_part(host(v_ip), ':', 4)::inet;
  end if;
  return private.keyed_hash('client', case family(v_ip)
    when 4 then host(v_ip)
    else network(set_masklen(v_ip, 64))::text
  end);
end;
$$;

revoke all on function public.request_client_key() from public, anon, authenticated;

-- What earlier versions stored: an unsalted md5 of the address, which a table
-- of every IPv4 address reverses. Counted only for the last hour anyway.
update public.contact_submissions set client_key = null where client_key is not null;
drop index public.newsletter_subscriptions_client_recent_idx;
alter table public.newsletter_subscriptions drop column client_key;

-- ---------------------------------------------------------------------------
-- One mailbox, however its address is written
-- ---------------------------------------------------------------------------

create function public.mailbox_key(p_email text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  v_address text := lower(btrim(coalesce(p_email, '')));
  v_local   text := substring(v_address from '^(.*)@[^@]*$');
  v_domain  text := substring(v_address from '@([^@]*)$');
begin
  if v_local is null then
    return v_address;
  end if;
  v_local := split_part(v_local, '+', 1);
  if v_domain in ('gmail.com', 'googlemail.com') then
    v_local := replace(v_local, '.', '');
    v_domain := 'gmail.com';
  end if;
  return v_local || '@' || v_domain;
end;
$$;

comment on function public.mailbox_key(text) is
  'The mailbox an address reaches, for limits: lower case, no +tag; for gmail.com and googlemail.com no dots and one domain.';

revoke all on function public.mailbox_key(text) from public, anon, authenticated;

alter table public.contact_submissions
  add column mailbox_key text generated always as (public.mailbox_key(email)) stored;

drop index public.contact_submissions_email_recent_idx;
create index contact_submissions_mailbox_recent_idx
  on public.contact_submissions (mailbox_key, created_at desc);

-- ---------------------------------------------------------------------------
-- A name carries no address
-- ---------------------------------------------------------------------------

-- The pattern is NAME_ADDRESS in src/domain/request/schema.ts (the form's rule);
-- tests/integration/schema-vs-database.test.ts compares the two.
alter table public.contact_submissions
  add constraint contact_submissions_name_no_address
    check (name !~* 'www\.|[A-Za-z\u00C0-\u024F\u0900-\u097F]\.(?:com|net|org|info|biz|in|co|io|me|app|xyz|top|online|site|shop|store|live|link|click|club|tk|ml|ga|cf|gq|ws|cc|tv|us|uk|ru|cn|pk|bd|np|lk|ae|gov|edu|mobi|pro|icu|vip|win|loan|work|support|help|page|भारत)(?![A-Za-z])') not valid;

-- ---------------------------------------------------------------------------
-- A budget of calls per hour, counted without a lock
-- ---------------------------------------------------------------------------

create table private.call_counts (
  action text        not null,
  key    text        not null,
  hour   timestamptz not null,
  calls  integer     not null,
  primary key (action, key, hour)
);
create index call_counts_hour_idx on private.call_counts (hour);
revoke all on private.call_counts from public;

-- Counts this call of `p_action` by `p_key` and answers whether the key has
-- made more than `p_per_hour` in the last sixty minutes (this clock hour's
-- calls and the share of the last one's still inside the hour). A null key is
-- never over. The count is an upsert: concurrent calls neither wait on a lock
-- nor lose a count. A refused call rolls back with its transaction, so it
-- does not count: the key is over already.
create function private.over_budget(p_action text, p_key text, p_per_hour integer)
  returns boolean
  language plpgsql
  volatile
  set search_path = ''
as $$
declare
  v_hour     timestamptz := date_trunc('hour', now());
  v_calls    integer;
  v_inserted boolean;
  v_before   integer;
begin
  if p_key is null then
    return false;
  end if;
  insert into private.call_counts as c (action, key, hour, calls)
  values (p_action, p_key, v_hour, 1)
  on conflict (action, key, hour) do update set calls = c.calls + 1
  returning c.calls, (c.xmax = 0) into v_calls, v_inserted;
  if v_inserted then
    delete from private.call_counts where hour < v_hour - interval '1 hour';
  end if;
  select calls into v_before from private.call_counts
   where action = p_action and key = p_key and hour = v_hour - interval '1 hour';
  return v_calls + coalesce(v_before, 0) * (1 - extract(epoch from now() - v_hour) / 3600) > p_per_hour;
end;
$$;

revoke all on function private.over_budget(text, text, integer) from public;

-- ---------------------------------------------------------------------------
-- Requests: the e-mail limit counts the mailbox
-- ---------------------------------------------------------------------------

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
  p_draft         jsonb default null
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
    message, language, submitted_at, client_key, draft
  ) values (
    p_request_id,
    'LP' || nextval('public.contact_order_number_seq'::regclass),
    btrim(p_name), v_email, btrim(p_phone), p_service, p_document_type,
    coalesce(p_urgency, 'standard'), nullif(btrim(p_message), ''), coalesce(p_language, 'en'),
    -- A phone's clock may be wrong: its time is kept within what can be true.
    greatest(least(coalesce(p_submitted_at, now()), now()), now() - interval '31 days'), v_client,
    p_draft
  )
  returning order_id into v_order_id;
  return v_order_id;
end;
$$;
