-- WhatsApp updates for a request, with the client's consent (docs/whatsapp.md).
--
--   submit_request(..., p_whatsapp_consent) stores the consent with the request:
--     when (the time Send was pressed), the wording's version, and the request's
--     language (the page's); the WhatsApp number is the +91 form of the phone,
--     the phone stays as typed.
--   customer_whatsapp is the server's outbox of WhatsApp messages, sent once
--     like customer_mail (docs/security.md, "The mail queue"): a confirmation
--     per request with consent, a status message when the staff tell the
--     customer of a change; a claim token held 5 minutes, the channel's cap on
--     attempts, 'refused' for a number WhatsApp will never deliver to.
--   record_whatsapp_receipt / stop_whatsapp_replied: what the provider's
--     webhook reports (service role only); a receipt that comes before the
--     sender has recorded the message's id waits for it.
--   stop_whatsapp_updates(order, contact): the /track page's link, answered
--     like track_request (its limits, its checks).

insert into private.channel_limits (channel, per_hour, max_attempts) values ('whatsapp', 30, 8);

-- ---------------------------------------------------------------------------
-- The number and the consent
-- ---------------------------------------------------------------------------

-- An Indian mobile number in the form WhatsApp takes (+91 and ten digits, the
-- first 6-9), from a phone as typed: 98270 12345, 098270 12345, +91 98270
-- 12345 and 0091 9827012345 are one number. Null for anything else (a
-- landline, a foreign number). src/domain/request/whatsapp.ts is the same rule.
create function private.whatsapp_number(p_phone text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case when n ~ '^[6-9][0-9]{9}$' then '+91' || n end
    from (select case
                   when char_length(d) = 10 then d
                   when char_length(d) = 11 and d like '0%' then substr(d, 2)
                   when char_length(d) = 12 and d like '91%' then substr(d, 3)
                   when char_length(d) = 14 and d like '0091%' then substr(d, 5)
                 end as n
            from (select regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g') as d) digits) national;
$$;

revoke all on function private.whatsapp_number(text) from public;

alter table public.contact_submissions
  -- When the client pressed Send with "Send me updates on WhatsApp" ticked.
  add column whatsapp_consent_at      timestamptz,
  -- The wording they agreed to (docs/whatsapp.md, "Consent"); its language is the request's.
  add column whatsapp_consent_version integer,
  -- The +91 form of the phone, derived; the phone stays as typed.
  add column whatsapp_to              text,
  -- A STOP reply or the /track link ended the consent.
  add column whatsapp_stopped_at      timestamptz,
  add constraint contact_submissions_whatsapp_consent_whole
    check ((whatsapp_consent_at is null) = (whatsapp_consent_version is null)),
  add constraint contact_submissions_whatsapp_consent_version
    check (whatsapp_consent_version in (1)),
  add constraint contact_submissions_whatsapp_mobile
    check (whatsapp_consent_at is null or whatsapp_to is not null),
  -- No number, and so no message, without a consent.
  add constraint contact_submissions_whatsapp_to_consented
    check (whatsapp_to is null or whatsapp_consent_at is not null),
  add constraint contact_submissions_whatsapp_to_format
    check (whatsapp_to ~ '^\+91[6-9][0-9]{9}$');

create index contact_submissions_whatsapp_to_idx
  on public.contact_submissions (whatsapp_to) where whatsapp_to is not null;

comment on column public.contact_submissions.whatsapp_consent_at is
  'When the client asked for WhatsApp updates (Send pressed with the box ticked); null: not asked. With whatsapp_consent_version and language, the consent record.';

-- ---------------------------------------------------------------------------
-- The queue
-- ---------------------------------------------------------------------------

create table public.customer_whatsapp (
  id              bigint      generated always as identity primary key,
  submission_id   bigint      not null references public.contact_submissions (id) on delete cascade,
  -- confirmation: a new request; status: a status change the staff told the customer of.
  kind            text        not null,
  history_id      bigint      references public.request_status_history (id) on delete cascade,
  created_at      timestamptz not null default now(),
  attempts        integer     not null default 0,
  next_attempt_at timestamptz not null default now(),
  claim_token     uuid,
  claimed_until   timestamptz,
  last_error      text,
  -- The Cloud API took the message: its id (wamid) names it in the receipts.
  sent_at         timestamptz,
  message_id      text,
  -- Given up after the channel's maximum attempts; staff may send it again.
  failed_at       timestamptz,
  -- Never to be sent: the provider refused the number for good (not on
  -- WhatsApp, the business blocked), or the client stopped the updates.
  refused_at      timestamptz,
  -- The provider's last receipt: sent, delivered, read or failed.
  receipt         text,
  receipt_at      timestamptz,

  constraint customer_whatsapp_kind_valid check (kind in ('confirmation', 'status')),
  constraint customer_whatsapp_status_has_history check ((kind = 'status') = (history_id is not null)),
  constraint customer_whatsapp_history_once unique (history_id),
  constraint customer_whatsapp_message_once unique (message_id),
  constraint customer_whatsapp_message_id_length check (char_length(message_id) <= 200),
  constraint customer_whatsapp_receipt_valid check (receipt in ('sent', 'delivered', 'read', 'failed'))
);

comment on table public.customer_whatsapp is
  'WhatsApp messages to customers who asked for them, written by the database and sent by the whatsapp Edge Function. sent_at: the Cloud API took it (receipt: what it said since); refused_at: never to be sent; failed_at: given up after the maximum attempts; else waiting.';

create unique index customer_whatsapp_confirmation_once
  on public.customer_whatsapp (submission_id) where kind = 'confirmation';
create index customer_whatsapp_due_idx
  on public.customer_whatsapp (next_attempt_at) where sent_at is null and failed_at is null and refused_at is null;
create index customer_whatsapp_submission_idx on public.customer_whatsapp (submission_id);
create index customer_whatsapp_sent_idx on public.customer_whatsapp (sent_at) where sent_at is not null;

alter table public.customer_whatsapp enable row level security;
revoke all on public.customer_whatsapp from anon, authenticated;
grant select on public.customer_whatsapp to authenticated;

create policy customer_whatsapp_read_staff
  on public.customer_whatsapp
  for select
  to authenticated
  using (public.is_staff());

-- A request with consent: its confirmation on WhatsApp, beside the e-mail's.
create function private.queue_whatsapp_confirmation()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.whatsapp_to is not null then
    insert into public.customer_whatsapp (submission_id, kind) values (new.id, 'confirmation');
  end if;
  return new;
end;
$$;

revoke all on function private.queue_whatsapp_confirmation() from public;

create trigger contact_submissions_queue_whatsapp
  after insert on public.contact_submissions
  for each row execute function private.queue_whatsapp_confirmation();

-- The sender (service role only): the next due message of a request whose
-- consent holds, status changes first, one a claim, held 5 minutes (the
-- function gives up on the Cloud API after 30 s and on a database call after
-- 10 s); none while the channel's hourly cap is spent.
create function public.claim_customer_whatsapp()
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_per_hour integer := (select per_hour from private.channel_limits where channel = 'whatsapp');
  v_id       bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended('customer_whatsapp:claim', 0));
  if (select count(*) from public.customer_whatsapp where sent_at > now() - interval '1 hour')
     + (select count(*) from public.customer_whatsapp where sent_at is null and claimed_until > now())
     >= v_per_hour then
    return null;
  end if;

  select m.id into v_id
    from public.customer_whatsapp m
    join public.contact_submissions r on r.id = m.submission_id
   where m.sent_at is null and m.failed_at is null and m.refused_at is null
     and m.next_attempt_at <= now()
     and (m.claimed_until is null or m.claimed_until < now())
     and r.whatsapp_to is not null and r.whatsapp_stopped_at is null
   order by case m.kind when 'status' then 0 else 1 end, m.next_attempt_at, m.id
   limit 1
   for update of m skip locked;
  if v_id is null then
    return null;
  end if;

  update public.customer_whatsapp
     set claim_token = gen_random_uuid(), claimed_until = now() + interval '5 minutes', attempts = attempts + 1
   where id = v_id;

  return (
    select jsonb_strip_nulls(jsonb_build_object(
      'id', c.id,
      'claim', c.claim_token,
      'kind', c.kind,
      'to', r.whatsapp_to,
      'language', r.language,
      'order_id', r.order_id,
      'status', coalesce(h.status, r.status)
    ))
      from public.customer_whatsapp c
      join public.contact_submissions r on r.id = c.submission_id
      left join public.request_status_history h on h.id = c.history_id
     where c.id = v_id
  );
end;
$$;

-- A receipt for a sent message: the last state only moves forward (sent,
-- delivered, read; failed ends it), as receipts may arrive out of order. A
-- failure the provider will never undo (p_refused) marks the message refused.
-- Whether a message has that id.
create function private.apply_whatsapp_receipt(
  p_message_id text,
  p_status     text,
  p_at         timestamptz,
  p_error      text,
  p_refused    boolean
)
  returns boolean
  language plpgsql
  volatile
  set search_path = ''
as $$
begin
  update public.customer_whatsapp
     set receipt = p_status,
         receipt_at = least(coalesce(p_at, now()), now()),
         last_error = case when p_status = 'failed' then left(p_error, 500) else last_error end,
         refused_at = case when p_status = 'failed' and coalesce(p_refused, false) then now() else refused_at end
   where message_id = p_message_id
     and coalesce(private.receipt_rank(receipt), 0) < private.receipt_rank(p_status);
  return exists (select 1 from public.customer_whatsapp where message_id = p_message_id);
end;
$$;

create function private.receipt_rank(p_status text)
  returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select array_position(array['sent', 'delivered', 'read', 'failed'], p_status);
$$;

-- Receipts for an id no message has yet: Meta may report a send (a number
-- not on WhatsApp fails at once) before its answer to the sender has been
-- recorded. Kept a day, applied when the sender records the id.
create table private.whatsapp_early_receipts (
  message_id  text        primary key check (char_length(message_id) <= 200),
  status      text        not null,
  at          timestamptz,
  error       text,
  refused     boolean     not null default false,
  received_at timestamptz not null default now()
);

revoke all on private.whatsapp_early_receipts from public;
revoke all on function private.apply_whatsapp_receipt(text, text, timestamptz, text, boolean) from public;
revoke all on function private.receipt_rank(text) from public;

-- A receipt and the sender's answer for one message id take turns, so the
-- one that comes second sees the other's.
create function private.lock_whatsapp_message(p_message_id text)
  returns void
  language sql
  volatile
  set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('customer_whatsapp:message:' || p_message_id, 0));
$$;

revoke all on function private.lock_whatsapp_message(text) from public;

-- The claimer's answer: sent (the message id), refused for good, or failed
-- (due again after 30 s doubling to 30 min, failed for good after the
-- channel's maximum attempts). False when the claim is no longer the caller's.
create function public.finish_customer_whatsapp(
  p_id         bigint,
  p_claim      uuid,
  p_message_id text default null,
  p_error      text default null,
  p_refused    boolean default false
)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_max integer := (select max_attempts from private.channel_limits where channel = 'whatsapp');
begin
  if p_error is null then
    if nullif(btrim(coalesce(p_message_id, '')), '') is null then
      raise exception 'A sent message needs its id' using errcode = '23502';
    end if;
    perform private.lock_whatsapp_message(p_message_id);
    update public.customer_whatsapp
       set sent_at = now(), message_id = p_message_id, claimed_until = null, claim_token = null,
           last_error = null
     where id = p_id and claim_token = p_claim and sent_at is null;
    if found then
      -- A receipt that came first.
      perform private.apply_whatsapp_receipt(e.message_id, e.status, e.at, e.error, e.refused)
         from private.whatsapp_early_receipts e where e.message_id = p_message_id;
      delete from private.whatsapp_early_receipts where message_id = p_message_id;
      return true;
    end if;
    return false;
  else
    update public.customer_whatsapp
       set claimed_until = null,
           claim_token = null,
           last_error = left(p_error, 500),
           refused_at = case when coalesce(p_refused, false) then now() end,
           failed_at = case when not coalesce(p_refused, false) and attempts >= v_max then now() end,
           next_attempt_at = now()
             + least(interval '30 minutes', interval '30 seconds' * power(2, least(greatest(attempts - 1, 0), 10)))
             * (0.8 + random() * 0.4)
     where id = p_id and claim_token = p_claim and sent_at is null;
  end if;
  return found;
end;
$$;

revoke all on function public.claim_customer_whatsapp() from public, anon, authenticated;
revoke all on function public.finish_customer_whatsapp(bigint, uuid, text, text, boolean) from public, anon, authenticated;
grant execute on function public.claim_customer_whatsapp() to service_role;
grant execute on function public.finish_customer_whatsapp(bigint, uuid, text, text, boolean) to service_role;

-- Staff: a message given up after the maximum attempts is due again, its
-- attempts counted afresh. Not one refused, nor one whose consent ended.
create function public.resend_customer_whatsapp(p_id bigint)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff may send a message again' using errcode = '42501';
  end if;
  update public.customer_whatsapp m
     set failed_at = null, attempts = 0, next_attempt_at = now()
    from public.contact_submissions r
   where m.id = p_id and r.id = m.submission_id and m.failed_at is not null
     and r.whatsapp_stopped_at is null;
  if not found then
    raise exception 'No failed WhatsApp message %', p_id using errcode = 'P0002';
  end if;
end;
$$;

comment on function public.resend_customer_whatsapp(bigint) is
  'Staff only: a WhatsApp message that failed after the maximum attempts is queued again (not one the provider refused, nor after the client stopped the updates). Refusals: 42501 (not staff), P0002 (no such failed message).';

revoke all on function public.resend_customer_whatsapp(bigint) from public, anon, authenticated;
grant execute on function public.resend_customer_whatsapp(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- What the provider's webhook reports (service role only)
-- ---------------------------------------------------------------------------

-- A receipt from the provider's webhook (private.apply_whatsapp_receipt),
-- kept for later when no message has its id yet. Answers whether one had.
create function public.record_whatsapp_receipt(
  p_message_id text,
  p_status     text,
  p_at         timestamptz default null,
  p_error      text default null,
  p_refused    boolean default false
)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if private.receipt_rank(p_status) is null then
    raise exception 'Unknown receipt %', p_status using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_message_id, '')), '') is null then
    raise exception 'A receipt needs its message id' using errcode = '23502';
  end if;
  perform private.lock_whatsapp_message(p_message_id);
  if private.apply_whatsapp_receipt(p_message_id, p_status, p_at, p_error, p_refused) then
    return true;
  end if;
  delete from private.whatsapp_early_receipts where received_at < now() - interval '1 day';
  insert into private.whatsapp_early_receipts as e (message_id, status, at, error, refused)
  values (p_message_id, p_status, p_at, left(p_error, 500), coalesce(p_refused, false))
  on conflict (message_id) do update
     set status = excluded.status, at = excluded.at, error = excluded.error, refused = excluded.refused
   where private.receipt_rank(e.status) < private.receipt_rank(excluded.status);
  return false;
end;
$$;

-- Ends the consent of every request of this number, and drops what waits.
create function private.stop_whatsapp(p_number text)
  returns integer
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.contact_submissions
     set whatsapp_stopped_at = now()
   where whatsapp_to = p_number and whatsapp_stopped_at is null;
  get diagnostics v_count = row_count;
  update public.customer_whatsapp m
     set refused_at = now(), last_error = 'The client stopped WhatsApp updates'
    from public.contact_submissions r
   where r.id = m.submission_id and r.whatsapp_to = p_number
     and m.sent_at is null and m.failed_at is null and m.refused_at is null;
  return v_count;
end;
$$;

revoke all on function private.stop_whatsapp(text) from public;

-- A "STOP" reply from a WhatsApp number (its wa_id, digits with the country
-- code): no more messages to it.
create function public.stop_whatsapp_replied(p_wa_id text)
  returns integer
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  select private.stop_whatsapp(private.whatsapp_number(p_wa_id));
$$;

revoke all on function public.record_whatsapp_receipt(text, text, timestamptz, text, boolean) from public, anon, authenticated;
revoke all on function public.stop_whatsapp_replied(text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_receipt(text, text, timestamptz, text, boolean) to service_role;
grant execute on function public.stop_whatsapp_replied(text) to service_role;

-- ---------------------------------------------------------------------------
-- Stopping from /track
-- ---------------------------------------------------------------------------

-- The /track page's "Stop WhatsApp updates": whoever may read the request
-- (its order id and the phone or e-mail given with it, through track_request
-- and so its limits) may end its WhatsApp consent. True when it ended (or
-- had ended); false for a miss, told apart as track_request tells them.
create function public.stop_whatsapp_updates(p_order_id text, p_contact text)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_number text;
begin
  if public.track_request(p_order_id, p_contact) is null then
    return false;
  end if;
  select whatsapp_to into v_number
    from public.contact_submissions where order_id = left(upper(btrim(p_order_id)), 40);
  if v_number is not null then
    perform private.stop_whatsapp(v_number);
  end if;
  return true;
end;
$$;

comment on function public.stop_whatsapp_updates(text, text) is
  'Ends the WhatsApp updates of a request''s number, for its order id and the phone or e-mail given with it (checked and limited as track_request). False when they do not match. Refusal: SLLIM (track_request''s limits).';

revoke all on function public.stop_whatsapp_updates(text, text) from public, anon, authenticated;
grant execute on function public.stop_whatsapp_updates(text, text) to anon, authenticated, service_role;

-- What a customer sees of a request gains whether WhatsApp updates are on.
create or replace function public.tracked_request(p_request public.contact_submissions)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', p_request.order_id,
    'status', p_request.status,
    'service', p_request.service,
    'document_type', p_request.document_type,
    'urgency', p_request.urgency,
    'created_at', p_request.created_at,
    'status_changed_at', p_request.status_changed_at,
    'whatsapp', case
      when p_request.whatsapp_consent_at is null then null
      when p_request.whatsapp_stopped_at is not null then 'stopped'
      else 'on'
    end,
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('status', h.status, 'at', h.changed_at, 'note', h.customer_note)
                       order by h.changed_at, h.id)
        from public.request_status_history h
       where h.submission_id = p_request.id
    ), '[]'::jsonb)
  );
$$;

-- ---------------------------------------------------------------------------
-- The request form's consent travels with the request
-- ---------------------------------------------------------------------------

drop function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer, jsonb);

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
    -- The consent is given when Send is pressed; the number WhatsApp takes is derived.
    case when p_whatsapp_consent is not null then v_at end, p_whatsapp_consent,
    case when p_whatsapp_consent is not null then private.whatsapp_number(p_phone) end
  )
  returning order_id into v_order_id;
  return v_order_id;
end;
$$;

comment on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer, jsonb, integer) is
  'Stores a document request and returns its order id; the same request id again returns the same order id. p_whatsapp_consent: the version of the WhatsApp consent wording the client agreed to (null: not asked). Refusals: CHECK (23514, by constraint name), SLLIM, SLBOT, SLDRF.';

revoke all on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer, jsonb, integer) from public, anon, authenticated;
grant execute on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer, jsonb, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- A status the staff tell the customer of goes on WhatsApp too
-- ---------------------------------------------------------------------------

create or replace function public.set_request_status(
  p_order_id      text,
  p_status        text,
  p_change_key    uuid,
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
  if p_change_key is null then
    raise exception 'A status change needs its key' using errcode = '23502';
  end if;

  -- The lock orders two calls for one request, so the second sees the first's key.
  select id into v_id from public.contact_submissions where order_id = p_order_id for update;
  if not found then
    raise exception 'No request %', p_order_id using errcode = 'P0002';
  end if;

  select * into v_entry from public.request_status_history where change_key = p_change_key;
  if found then
    if v_entry.submission_id <> v_id then
      raise exception 'This change key belongs to another request' using errcode = '23505';
    end if;
    return v_entry;
  end if;

  update public.contact_submissions
     set status = p_status, status_changed_at = now()
   where id = v_id;

  insert into public.request_status_history (submission_id, status, changed_by, customer_note, internal_note, change_key)
  values (v_id, p_status, auth.uid(), nullif(btrim(p_customer_note), ''), nullif(btrim(p_internal_note), ''), p_change_key)
  returning * into v_entry;

  if coalesce(p_notify, false) then
    insert into public.customer_mail (submission_id, kind, history_id) values (v_id, 'status', v_entry.id);
    -- The same news on WhatsApp, to a client who asked for it (docs/whatsapp.md, "Announcing a status").
    insert into public.customer_whatsapp (submission_id, kind, history_id)
    select v_id, 'status', v_entry.id
      from public.contact_submissions
     where id = v_id and whatsapp_to is not null and whatsapp_stopped_at is null;
  end if;
  return v_entry;
end;
$$;

