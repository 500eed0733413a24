-- The database's public surface is an allowlist, and mail to customers is
-- sent by the server (docs/security.md).
--
--   - anon executes exactly submit_request, subscribe_newsletter,
--     track_request and track_my_requests, and reads published blog posts;
--     authenticated adds what the staff inbox needs (checked inside each
--     function and by row level security); every other function is callable
--     by no API role. tests/integration/surface.test.ts reads the catalog and
--     compares it with the list in docs/security.md.
--   - A phone is compared by one normal form, public.phone_key (its last ten
--     digits), in the limits, tracking and the inbox search.
--   - An e-mail address carries no ? & = % / \, spaces or control characters:
--     it cannot smuggle mail headers into a mailto: link or a recipient.
--   - Tracking cannot be jammed or walked: a stranger's misses never stop an
--     answer already given, and one phone or e-mail tried against several
--     orders is refused after five misses an hour, from any address.
--   - customer_mail is the server's outbox of customer e-mails (a new
--     request's confirmation, a status change the staff chose to tell): the
--     Edge Function supabase/functions/customer-mail claims and sends them.

-- ---------------------------------------------------------------------------
-- Closed by default
-- ---------------------------------------------------------------------------

-- Functions created from here on are callable by no one but their owner until
-- granted (Postgres grants EXECUTE to PUBLIC, and Supabase to the API roles,
-- by default).
alter default privileges in schema public revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

-- Helpers: used inside the database only.
revoke all on function public.next_contact_order_id() from public, anon, authenticated;
revoke all on function public.request_client_key() from public, anon, authenticated;
revoke all on function public.refuse_bots(text, integer) from public, anon, authenticated;
revoke all on function public.is_request_status(text) from public, anon, authenticated;
revoke all on function public.record_request_received() from public, anon, authenticated;
revoke all on function public.tracked_request(public.contact_submissions) from public, anon, authenticated;
revoke all on function public.blog_posts_check_translation() from public, anon, authenticated;
-- Row level security asks it for a signed-in user; anon never needs it.
revoke all on function public.is_staff() from public, anon;

-- Tables and sequences: Supabase grants everything to the API roles and lets
-- row level security decide; here the grants are the list too.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant select on public.blog_posts to anon, authenticated;
grant select on public.contact_submissions, public.request_status_history, public.staff_members to authenticated;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- ---------------------------------------------------------------------------
-- One phone, however written
-- ---------------------------------------------------------------------------

-- An Indian mobile number's last ten digits: +91 98270 55555, 098270 55555 and
-- 9827055555 are one number.
create function public.phone_key(p_phone text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select right(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), 10);
$$;

revoke all on function public.phone_key(text) from public, anon, authenticated;

alter table public.contact_submissions drop column phone_digits;
alter table public.contact_submissions
  add column phone_key text generated always as (public.phone_key(phone)) stored;

create index contact_submissions_phone_recent_idx
  on public.contact_submissions (phone_key, created_at desc);

-- ---------------------------------------------------------------------------
-- E-mail addresses that are addresses
-- ---------------------------------------------------------------------------

alter table public.contact_submissions
  add constraint contact_submissions_email_plain
    check (email !~ '[?&=%/\\[:space:][:cntrl:]]') not valid;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_plain
    check (email !~ '[?&=%/\\[:space:][:cntrl:]]') not valid;

-- ---------------------------------------------------------------------------
-- Requests: the phone limit by its normal form
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
  v_phone    text := public.phone_key(p_phone);
  v_client   text := public.request_client_key();
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

  if (select count(*) from public.contact_submissions
      where lower(email) = lower(v_email) and created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.contact_submissions
         where phone_key = v_phone and created_at > now() - interval '1 hour') >= 5
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
    -- A phone's clock may be wrong: its time is kept within what can be true.
    greatest(least(coalesce(p_submitted_at, now()), now()), now() - interval '31 days'), v_client
  )
  returning order_id into v_order_id;
  return v_order_id;
end;
$$;

-- ---------------------------------------------------------------------------
-- Customer mail, sent by the server
-- ---------------------------------------------------------------------------

create table public.customer_mail (
  id              bigint      generated always as identity primary key,
  submission_id   bigint      not null references public.contact_submissions (id) on delete cascade,
  -- confirmation: a new request; status: a status change the staff chose to tell.
  kind            text        not null,
  history_id      bigint      references public.request_status_history (id) on delete cascade,
  created_at      timestamptz not null default now(),
  -- Each claim by the sender counts, whether or not the mail went out.
  attempts        integer     not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A sender holds a claimed mail until then; another may take it after.
  claimed_until   timestamptz,
  last_error      text,
  sent_at         timestamptz,

  constraint customer_mail_kind_valid check (kind in ('confirmation', 'status')),
  constraint customer_mail_status_has_history check ((kind = 'status') = (history_id is not null)),
  constraint customer_mail_history_once unique (history_id)
);

comment on table public.customer_mail is
  'E-mails to customers, written by the database (a new request, a status change to tell) and sent by the customer-mail Edge Function. sent_at set: sent; attempts > 0 and not sent: failed, retrying.';

-- One confirmation per request.
create unique index customer_mail_confirmation_once
  on public.customer_mail (submission_id) where kind = 'confirmation';
create index customer_mail_due_idx
  on public.customer_mail (next_attempt_at) where sent_at is null;
create index customer_mail_submission_idx
  on public.customer_mail (submission_id);

alter table public.customer_mail enable row level security;
revoke all on public.customer_mail from anon, authenticated;
grant select on public.customer_mail to authenticated;

create policy customer_mail_read_staff
  on public.customer_mail
  for select
  to authenticated
  using (public.is_staff());

create function public.queue_confirmation_mail()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.customer_mail (submission_id, kind) values (new.id, 'confirmation');
  return new;
end;
$$;

revoke all on function public.queue_confirmation_mail() from public, anon, authenticated;

create trigger contact_submissions_queue_confirmation
  after insert on public.contact_submissions
  for each row execute function public.queue_confirmation_mail();

-- Changing a status: the e-mail to the customer is a choice stored with it.
drop function public.set_request_status(text, text, text, text);

create function public.set_request_status(
  p_order_id      text,
  p_status        text,
  p_customer_note text default null,
  p_internal_note text default null,
  p_notify        boolean default false
)
  returns public.request_status_history
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_id    bigint;
  v_entry public.request_status_history;
begin
  if not public.is_staff() then
    raise exception 'Only staff may change a request' using errcode = '42501';
  end if;
  if not public.is_request_status(p_status) then
    raise exception 'Unknown status %', p_status using errcode = '23514';
  end if;

  select id into v_id from public.contact_submissions where order_id = p_order_id for update;
  if not found then
    raise exception 'No request %', p_order_id using errcode = 'P0002';
  end if;

  update public.contact_submissions
     set status = p_status, status_changed_at = now()
   where id = v_id;

  insert into public.request_status_history (submission_id, status, changed_by, customer_note, internal_note)
  values (v_id, p_status, auth.uid(), nullif(btrim(p_customer_note), ''), nullif(btrim(p_internal_note), ''))
  returning * into v_entry;

  if coalesce(p_notify, false) then
    insert into public.customer_mail (submission_id, kind, history_id) values (v_id, 'status', v_entry.id);
  end if;
  return v_entry;
end;
$$;

comment on function public.set_request_status(text, text, text, text, boolean) is
  'Staff only: sets a request''s status and records it with the notes; p_notify queues the status e-mail to the customer. Refusals: 42501 (not staff), 23514 (unknown status or bad note), P0002 (no such order).';

revoke all on function public.set_request_status(text, text, text, text, boolean) from public, anon, authenticated;
grant execute on function public.set_request_status(text, text, text, text, boolean) to authenticated, service_role;

-- The sender (service role only): takes up to p_limit due mails for two
-- minutes and answers what each says. A mail claimed and never finished (the
-- sender died) is due again when its claim runs out.
create function public.claim_customer_mail(p_limit integer default 10)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_mail jsonb;
begin
  with due as (
    select id from public.customer_mail
     where sent_at is null
       and next_attempt_at <= now()
       and (claimed_until is null or claimed_until < now())
     order by next_attempt_at, id
     limit least(greatest(coalesce(p_limit, 10), 1), 50)
     for update skip locked
  ), claimed as (
    update public.customer_mail m
       set claimed_until = now() + interval '2 minutes', attempts = m.attempts + 1
      from due
     where m.id = due.id
    returning m.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', c.id,
           'kind', c.kind,
           'order_id', r.order_id,
           'name', r.name,
           'email', r.email,
           'service', r.service,
           'document_type', r.document_type,
           'urgency', r.urgency,
           'language', r.language,
           'status', h.status,
           'note', h.customer_note
         ) order by c.id), '[]'::jsonb)
    into v_mail
    from claimed c
    join public.contact_submissions r on r.id = c.submission_id
    left join public.request_status_history h on h.id = c.history_id;
  return v_mail;
end;
$$;

-- The sender's answer for one claimed mail: sent (p_error null), or failed
-- with EmailJS's answer, due again after 30 s doubling to 30 min (with jitter).
create function public.finish_customer_mail(p_id bigint, p_error text default null)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if p_error is null then
    update public.customer_mail
       set sent_at = now(), claimed_until = null, last_error = null
     where id = p_id and sent_at is null;
  else
    update public.customer_mail
       set claimed_until = null,
           last_error = left(p_error, 500),
           next_attempt_at = now()
             + least(interval '30 minutes', interval '30 seconds' * power(2, least(greatest(attempts - 1, 0), 10)))
             * (0.8 + random() * 0.4)
     where id = p_id and sent_at is null;
  end if;
end;
$$;

revoke all on function public.claim_customer_mail(integer) from public, anon, authenticated;
revoke all on function public.finish_customer_mail(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_customer_mail(integer) to service_role;
grant execute on function public.finish_customer_mail(bigint, text) to service_role;

-- ---------------------------------------------------------------------------
-- Tracking that cannot be jammed or walked
-- ---------------------------------------------------------------------------

-- The contact a lookup was made with, in its normal form: an e-mail in lower
-- case, else a phone's last ten digits; null when it is neither.
alter table public.track_attempts add column contact_key text;
create index track_attempts_contact_idx
  on public.track_attempts (contact_key, at desc) where contact_key is not null;

create or replace function public.track_request(p_order_id text, p_contact text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_order   text := left(upper(btrim(coalesce(p_order_id, ''))), 40);
  v_contact text := left(btrim(coalesce(p_contact, '')), 254);
  v_key     text;
  v_client  text := public.request_client_key();
  v_request public.contact_submissions;
  v_matched boolean := false;
begin
  v_key := case
    when position('@' in v_contact) > 0 then lower(v_contact)
    when char_length(public.phone_key(v_contact)) = 10 then public.phone_key(v_contact)
  end;

  perform pg_advisory_xact_lock(7301003);
  delete from public.track_attempts where at < now() - interval '1 day';

  -- An answer already given (this order, this contact, in the last day) is
  -- given again: it tells the asker nothing new, so no stranger's misses can
  -- take it from the customer. Otherwise: five orders missed with one
  -- contact in an hour, from anywhere, stop that contact (a known phone
  -- walked along LP10001, LP10002, ...); thirty misses from one client
  -- address stop that address. Orders are never locked: a stranger's
  -- wrong guesses for an order cost its customer nothing.
  if not exists (select 1 from public.track_attempts
                  where order_id = v_order and contact_key = v_key and matched
                    and at > now() - interval '1 day')
     and ((v_key is not null and (select count(distinct order_id) from public.track_attempts
            where contact_key = v_key and not matched and at > now() - interval '1 hour') >= 5)
       or (v_client is not null and (select count(*) from public.track_attempts
            where client_key = v_client and not matched and at > now() - interval '1 hour') >= 30)) then
    raise exception 'Too many lookups in the last hour' using errcode = 'SLLIM';
  end if;

  select * into v_request from public.contact_submissions where order_id = v_order;
  if found and v_key is not null then
    v_matched := lower(v_request.email) = v_key or v_request.phone_key = v_key;
  end if;

  insert into public.track_attempts (order_id, client_key, contact_key, matched)
  values (v_order, v_client, v_key, v_matched);
  if not v_matched then
    return null;
  end if;

  return public.tracked_request(v_request);
end;
$$;

comment on function public.track_request(text, text) is
  'A request''s status and its customer notes for its order id and the phone or e-mail given with it; null when they do not match (or there is no such order). Refusal: SLLIM (five orders missed with this contact, or thirty misses from this client address, in the last hour).';
