-- One model for every message the firm sends a client (docs/security.md,
-- "Messages to clients"; docs/whatsapp.md). Sending it is
-- 20261207200100_sending_fairly.sql's.
--
--   public.customer_messages: one queue for every channel (e-mail, WhatsApp)
--     and every kind (a request's confirmation, a status the staff tell, a
--     newsletter link). The rows of customer_mail and customer_whatsapp are
--     carried over in their state, and the two tables (and their functions) go.
--   private.queue_messages(request, kind, history): a message on each channel
--     the client chose, or stored withheld with the reason (the client stopped
--     WhatsApp, the day's cap of the number or mailbox).
--   public.whatsapp_opt_outs: a number that wrote STOP gets nothing until it
--     writes again.
--   private.channel_limits gains the new caps: a client's share of the hour,
--     confirmations a day per mailbox or number, when a confirmation is stale.

-- ---------------------------------------------------------------------------
-- What a channel allows: the new caps are data too
-- ---------------------------------------------------------------------------

alter table private.channel_limits
  -- One client (public.request_client_key) takes at most this many of an hour's sends.
  add column per_client_hour   integer  not null default 10 check (per_client_hour > 0),
  -- Confirmations to one mailbox or number in a day; more are stored, not sent.
  add column per_recipient_day integer  not null default 3 check (per_recipient_day > 0),
  -- A confirmation not sent this long after it was queued is stale: shown to staff, never sent late.
  add column stale_after       interval not null default interval '3 hours' check (stale_after > interval '0');

-- ---------------------------------------------------------------------------
-- The queue
-- ---------------------------------------------------------------------------

create table public.customer_messages (
  id              bigint      generated always as identity primary key,
  channel         text        not null,
  -- confirmation: a new request; status: a change the staff told; newsletter: a sign-up's link.
  kind            text        not null,
  submission_id   bigint      references public.contact_submissions (id) on delete cascade,
  subscription_id bigint      references public.newsletter_subscriptions (id) on delete cascade,
  history_id      bigint      references public.request_status_history (id) on delete cascade,
  -- Whom it reaches, as the caps and the opt-out count it: the mailbox
  -- (public.mailbox_key) or the +91 number.
  recipient       text        not null,
  -- Whose request or sign-up made it (a keyed hash, as contact_submissions.client_key):
  -- what the hour is shared by. Null: the staff's news, or no address known.
  client_key      text,
  created_at      timestamptz not null default now(),
  -- Due since: its creation, or the staff's Send again. Stale after the channel's stale_after.
  queued_at       timestamptz not null default now(),
  attempts        integer     not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Whoever claimed it; finish_customer_message takes that claimer's word only.
  claim_token     uuid,
  claimed_until   timestamptz,
  last_error      text,
  -- The provider took it; provider_id names it in receipts (WhatsApp's wamid).
  sent_at         timestamptz,
  provider_id     text,
  -- Given up after the channel's maximum attempts; staff may send it again.
  failed_at       timestamptz,
  -- Never sent, and why: the provider refused for good, the client stopped,
  -- over the day's cap, or stale.
  withheld_at     timestamptz,
  withheld_reason text,
  -- The provider's last receipt.
  receipt         text,
  receipt_at      timestamptz,

  constraint customer_messages_channel_valid check (channel in ('email', 'whatsapp')),
  constraint customer_messages_kind_valid check (kind in ('confirmation', 'status', 'newsletter')),
  constraint customer_messages_about_one
    check ((kind = 'newsletter') = (subscription_id is not null) and (kind = 'newsletter') = (submission_id is null)),
  constraint customer_messages_status_has_history check ((kind = 'status') = (history_id is not null)),
  constraint customer_messages_newsletter_by_email check (kind <> 'newsletter' or channel = 'email'),
  constraint customer_messages_withheld_whole check ((withheld_at is null) = (withheld_reason is null)),
  constraint customer_messages_withheld_reason_valid
    check (withheld_reason in ('refused', 'stopped', 'daily_cap', 'stale')),
  constraint customer_messages_provider_id_length check (char_length(provider_id) <= 200),
  constraint customer_messages_receipt_valid check (receipt in ('sent', 'delivered', 'read', 'failed'))
);

comment on table public.customer_messages is
  'Every message the firm sends a client, on every channel: written by the database, sent by the customer-messages Edge Function. sent_at: the provider took it (receipt: what it said since); failed_at: given up after the maximum attempts; withheld_at: never sent (withheld_reason says why); else waiting.';

-- Once per event and channel.
create unique index customer_messages_confirmation_once
  on public.customer_messages (submission_id, channel) where kind = 'confirmation';
create unique index customer_messages_status_once
  on public.customer_messages (history_id, channel) where kind = 'status';
create unique index customer_messages_provider_once on public.customer_messages (channel, provider_id);
create index customer_messages_due_idx on public.customer_messages (channel, next_attempt_at)
  where sent_at is null and failed_at is null and withheld_at is null;
create index customer_messages_sent_idx on public.customer_messages (channel, sent_at) where sent_at is not null;
create index customer_messages_recipient_idx on public.customer_messages (channel, recipient, created_at)
  where kind = 'confirmation';
create index customer_messages_submission_idx on public.customer_messages (submission_id);
create index customer_messages_subscription_idx on public.customer_messages (subscription_id);

alter table public.customer_messages enable row level security;
revoke all on public.customer_messages from anon, authenticated;
grant select on public.customer_messages to authenticated;

create policy customer_messages_read_staff
  on public.customer_messages
  for select
  to authenticated
  using (public.is_staff());

-- ---------------------------------------------------------------------------
-- A number's opt-out
-- ---------------------------------------------------------------------------

-- A number that wrote STOP, until it writes again (START, or any message:
-- Meta counts a message from the client as an opt-in). Only the number
-- itself ends it; a new request's consent does not (docs/whatsapp.md, "Stopping").
create table public.whatsapp_opt_outs (
  id         bigint      generated always as identity primary key,
  number     text        not null check (number ~ '^\+91[6-9][0-9]{9}$'),
  stopped_at timestamptz not null default now(),
  started_at timestamptz
);
create unique index whatsapp_opt_outs_open on public.whatsapp_opt_outs (number) where started_at is null;

alter table public.whatsapp_opt_outs enable row level security;
revoke all on public.whatsapp_opt_outs from anon, authenticated;
grant select on public.whatsapp_opt_outs to authenticated;

create policy whatsapp_opt_outs_read_staff
  on public.whatsapp_opt_outs
  for select
  to authenticated
  using (public.is_staff());

-- Before: a STOP marked that moment's requests of the number, and a /track
-- stop did the same; which was which is not known. Each such number stays
-- stopped until it writes again.
insert into public.whatsapp_opt_outs (number, stopped_at)
select whatsapp_to, max(whatsapp_stopped_at)
  from public.contact_submissions
 where whatsapp_stopped_at is not null and whatsapp_to is not null
 group by whatsapp_to;

-- Whether WhatsApp may not write to this number about this request.
create function private.whatsapp_stopped(p_number text, p_submission_id bigint)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select exists (select 1 from public.whatsapp_opt_outs where number = p_number and started_at is null)
      or exists (select 1 from public.contact_submissions where id = p_submission_id and whatsapp_stopped_at is not null);
$$;

-- ---------------------------------------------------------------------------
-- The rows already queued
-- ---------------------------------------------------------------------------

insert into public.customer_messages (
  channel, kind, submission_id, subscription_id, history_id, recipient, client_key, created_at, queued_at,
  attempts, next_attempt_at, claim_token, claimed_until, last_error, sent_at, failed_at
)
select 'email', m.kind, m.submission_id, m.subscription_id, m.history_id, coalesce(r.mailbox_key, s.mailbox_key),
       r.client_key, m.created_at, m.created_at, m.attempts, m.next_attempt_at, m.claim_token, m.claimed_until,
       m.last_error, m.sent_at, m.failed_at
  from public.customer_mail m
  left join public.contact_submissions r on r.id = m.submission_id
  left join public.newsletter_subscriptions s on s.id = m.subscription_id
 order by m.id;

-- A WhatsApp message refused before it was sent kept why in last_error; one
-- refused by a receipt after it was sent keeps its receipt.
insert into public.customer_messages (
  channel, kind, submission_id, history_id, recipient, client_key, created_at, queued_at, attempts,
  next_attempt_at, claim_token, claimed_until, last_error, sent_at, provider_id, failed_at, withheld_at,
  withheld_reason, receipt, receipt_at
)
select 'whatsapp', m.kind, m.submission_id, m.history_id, r.whatsapp_to, r.client_key, m.created_at, m.created_at,
       m.attempts, m.next_attempt_at, m.claim_token, m.claimed_until, m.last_error, m.sent_at, m.message_id,
       m.failed_at, case when m.sent_at is null then m.refused_at end,
       case when m.sent_at is null and m.refused_at is not null then
         case when m.last_error = 'The client stopped WhatsApp updates' then 'stopped' else 'refused' end
       end,
       m.receipt, m.receipt_at
  from public.customer_whatsapp m
  join public.contact_submissions r on r.id = m.submission_id
 order by m.id;

drop trigger contact_submissions_queue_confirmation on public.contact_submissions;
drop trigger contact_submissions_queue_whatsapp on public.contact_submissions;
drop function public.queue_confirmation_mail();
drop function private.queue_whatsapp_confirmation();
drop function public.claim_customer_mail();
drop function public.finish_customer_mail(bigint, uuid, text);
drop function public.resend_customer_mail(bigint);
drop function public.claim_customer_whatsapp();
drop function public.finish_customer_whatsapp(bigint, uuid, text, text, boolean);
drop function public.resend_customer_whatsapp(bigint);
drop function public.record_whatsapp_receipt(text, text, timestamptz, text, boolean);
drop function public.stop_whatsapp_replied(text);
drop function public.stop_whatsapp_updates(text, text);
drop function private.stop_whatsapp(text);
drop function private.apply_whatsapp_receipt(text, text, timestamptz, text, boolean);
drop function private.lock_whatsapp_message(text);
drop table public.customer_mail;
drop table public.customer_whatsapp;

-- ---------------------------------------------------------------------------
-- Queuing
-- ---------------------------------------------------------------------------

-- Why a new message to this recipient is not to be sent, or null: the client
-- stopped WhatsApp (withheld, so staff see it), or the recipient has had the
-- channel's confirmations for the day (stored, not sent). The day counts the
-- confirmations sent or still to go, not those withheld.
create function private.withheld_reason(p_channel text, p_recipient text, p_kind text, p_submission_id bigint)
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select case
    when p_channel = 'whatsapp' and private.whatsapp_stopped(p_recipient, p_submission_id) then 'stopped'
    when p_kind = 'confirmation' and (
      select count(*) from public.customer_messages m
       where m.channel = p_channel and m.recipient = p_recipient and m.kind = 'confirmation'
         and m.created_at > now() - interval '1 day' and m.withheld_at is null
    ) >= (select per_recipient_day from private.channel_limits where channel = p_channel) then 'daily_cap'
  end;
$$;

-- A request's message on each channel its client chose: e-mail always,
-- WhatsApp with the consent's number. The staff's news (a status) belongs to
-- no client's share of the hour.
create function private.queue_messages(p_submission_id bigint, p_kind text, p_history_id bigint default null)
  returns void
  language sql
  volatile
  set search_path = ''
as $$
  insert into public.customer_messages (
    channel, kind, submission_id, history_id, recipient, client_key, withheld_at, withheld_reason
  )
  select c.channel, p_kind, r.id, p_history_id, c.recipient,
         case when p_kind <> 'status' then r.client_key end,
         case when w.reason is not null then now() end, w.reason
    from public.contact_submissions r
   cross join lateral (values ('email', r.mailbox_key), ('whatsapp', r.whatsapp_to)) c (channel, recipient)
   cross join lateral (select private.withheld_reason(c.channel, c.recipient, p_kind, r.id) as reason) w
   where r.id = p_submission_id and c.recipient is not null;
$$;

create function private.queue_confirmation()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.queue_messages(new.id, 'confirmation');
  return new;
end;
$$;

create trigger contact_submissions_queue_messages
  after insert on public.contact_submissions
  for each row execute function private.queue_confirmation();

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

  -- On every channel the client chose (docs/whatsapp.md, "Announcing a status").
  if coalesce(p_notify, false) then
    perform private.queue_messages(v_id, 'status', v_entry.id);
  end if;
  return v_entry;
end;
$$;

revoke all on function private.whatsapp_stopped(text, bigint) from public;
revoke all on function private.withheld_reason(text, text, text, bigint) from public;
revoke all on function private.queue_messages(bigint, text, bigint) from public;
revoke all on function private.queue_confirmation() from public;
