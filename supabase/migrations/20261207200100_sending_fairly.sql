-- Sending the one queue, fairly, and stopping WhatsApp (docs/security.md,
-- "Messages to clients"; docs/whatsapp.md). The queue and its carried-over
-- rows are 20261207200000_customer_messages.sql's.
--
--   claim_customer_message(channel): the next message due on a channel, one a
--     claim with a claim token; the hour's cap shared between clients (the
--     staff's news first, then the least served client, none for a client
--     whose share is spent); a confirmation not sent in time is stale.
--   finish_customer_message / record_message_receipt / resend_customer_message:
--     the claimer's answer, a provider's receipt, the staff's Send again.
--   message_channels(): each channel against its cap, for the inbox.
--   record_whatsapp_reply(wa_id, stop): the number's own STOP, and its next
--     message, which ends the opt-out; stop_whatsapp_updates: /track's stop of
--     one request.

-- ---------------------------------------------------------------------------
-- Newsletter links: the same queue
-- ---------------------------------------------------------------------------

-- 20261129200100_mail_sends_once.sql's, its link queued in customer_messages.
-- The links a day to one mailbox are the e-mail channel's day's cap.
create or replace function public.subscribe_newsletter(
  p_email    text,
  p_website  text default null,
  p_fill_ms  integer default null,
  p_language text default 'en'
)
  returns text
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_sub    public.newsletter_subscriptions;
  v_client text := public.request_client_key();
begin
  perform public.refuse_bots(p_website, p_fill_ms);
  if private.over_budget('newsletter', v_client, 10) then
    raise exception 'Too many sign-ups in the last hour' using errcode = 'SLLIM';
  end if;

  delete from public.newsletter_subscriptions where confirmed_at is null and expires_at < now();

  insert into public.newsletter_subscriptions as s (email, language, expires_at)
  values (btrim(p_email), coalesce(p_language, 'en'), now() + interval '7 days')
  on conflict (mailbox_key) do update
     set email      = case when s.confirmed_at is null then excluded.email else s.email end,
         language   = case when s.confirmed_at is null then excluded.language else s.language end,
         expires_at = case when s.confirmed_at is null then excluded.expires_at else s.expires_at end
  returning * into v_sub;
  if v_sub.token_hash is null then
    update public.newsletter_subscriptions
       set token_hash = private.token_hash(private.newsletter_token(id))
     where id = v_sub.id;
  end if;

  if (select count(*) from public.customer_messages
       where subscription_id = v_sub.id and created_at > now() - interval '1 day')
     < (select per_recipient_day from private.channel_limits where channel = 'email')
     and not exists (select 1 from public.customer_messages
                      where subscription_id = v_sub.id and sent_at is null and failed_at is null
                        and withheld_at is null) then
    insert into public.customer_messages (channel, kind, subscription_id, recipient, client_key)
    values ('email', 'newsletter', v_sub.id, v_sub.mailbox_key, v_client);
  end if;
  return 'check_inbox';
end;
$$;

-- ---------------------------------------------------------------------------
-- Sending: one set of functions, a channel their argument
-- ---------------------------------------------------------------------------

-- What a channel's hourly cap counts: sent in the last hour, or in flight.
create function private.channel_load(p_channel text)
  returns integer
  language sql
  stable
  set search_path = ''
as $$
  select ((select count(*) from public.customer_messages
            where channel = p_channel and sent_at > now() - interval '1 hour')
        + (select count(*) from public.customer_messages
            where channel = p_channel and sent_at is null and failed_at is null and withheld_at is null
              and claimed_until > now()))::integer;
$$;

-- The sender (service role only): the next message due on a channel, one a
-- claim, held 5 minutes (the function gives up on a provider after 30 s and
-- on a database call after 10 s); none while the channel's hour is spent.
-- The hour is shared: the staff's news first, then the client least served
-- this hour, none for a client whose share is spent (docs/security.md, "Fair
-- to every client").
create function public.claim_customer_message(p_channel text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_limits private.channel_limits;
  v_id     bigint;
begin
  select * into v_limits from private.channel_limits where channel = p_channel;
  if not found then
    raise exception 'Unknown channel %', p_channel using errcode = '22023';
  end if;
  -- Claims are counted against the caps one at a time.
  perform pg_advisory_xact_lock(hashtextextended('customer_messages:claim:' || p_channel, 0));

  -- Not sent in time: shown to staff, never sent late. The staff's news waits as long as it must.
  update public.customer_messages
     set withheld_at = now(), withheld_reason = 'stale'
   where channel = p_channel and kind <> 'status'
     and sent_at is null and failed_at is null and withheld_at is null
     and queued_at < now() - v_limits.stale_after
     and (claimed_until is null or claimed_until < now());

  if private.channel_load(p_channel) >= v_limits.per_hour then
    return null;
  end if;

  with served as (
    select m.client_key, count(*) as sends
      from public.customer_messages m
     where m.channel = p_channel and m.client_key is not null
       and (m.sent_at > now() - interval '1 hour' or (m.sent_at is null and m.claimed_until > now()))
     group by m.client_key
  )
  select m.id into v_id
    from public.customer_messages m
    left join served on served.client_key = m.client_key
    left join public.newsletter_subscriptions s on s.id = m.subscription_id
   where m.channel = p_channel
     and m.sent_at is null and m.failed_at is null and m.withheld_at is null
     and m.next_attempt_at <= now()
     and (m.claimed_until is null or m.claimed_until < now())
     and coalesce(served.sends, 0) < v_limits.per_client_hour
     -- A newsletter link whose sign-up has expired is not sent.
     and (m.subscription_id is null or s.confirmed_at is not null or s.expires_at > now())
   order by m.kind <> 'status', coalesce(served.sends, 0), m.kind = 'newsletter', m.next_attempt_at, m.id
   limit 1
   for update of m skip locked;
  if v_id is null then
    return null;
  end if;

  update public.customer_messages
     set claim_token = gen_random_uuid(), claimed_until = now() + interval '5 minutes', attempts = attempts + 1
   where id = v_id;

  -- What the channel's adapter needs, and only what the database stored.
  return (
    select jsonb_strip_nulls(jsonb_build_object(
      'id', c.id,
      'claim', c.claim_token,
      'channel', c.channel,
      'kind', c.kind,
      'to', case c.channel when 'email' then coalesce(r.email, s.email) else c.recipient end,
      'language', coalesce(r.language, s.language),
      'order_id', r.order_id,
      'service', r.service,
      'document_type', r.document_type,
      'urgency', r.urgency,
      'status', h.status,
      'note', h.customer_note,
      'token', case when s.id is not null then private.newsletter_token(s.id) end
    ))
      from public.customer_messages c
      left join public.contact_submissions r on r.id = c.submission_id
      left join public.request_status_history h on h.id = c.history_id
      left join public.newsletter_subscriptions s on s.id = c.subscription_id
     where c.id = v_id
  );
end;
$$;

-- Receipts for a provider id no message has yet: the provider may report a
-- send (a number not on WhatsApp fails at once) before the sender has
-- recorded its answer. Kept a day, applied when the sender records the id.
alter table private.whatsapp_early_receipts rename to early_receipts;
alter table private.early_receipts rename column message_id to provider_id;
alter table private.early_receipts drop constraint whatsapp_early_receipts_pkey;
alter table private.early_receipts
  drop column refused,
  add column channel text not null default 'whatsapp',
  add primary key (channel, provider_id);

-- A receipt and the sender's answer for one provider id take turns, so the
-- one that comes second sees the other's.
create function private.lock_receipts(p_channel text, p_provider_id text)
  returns void
  language sql
  volatile
  set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('customer_messages:receipt:' || p_channel || ':' || p_provider_id, 0));
$$;

-- A receipt for a sent message: the last state only moves forward (sent,
-- delivered, read; failed ends it), as receipts may arrive out of order.
-- Whether a message has that id.
create function private.apply_receipt(p_channel text, p_provider_id text, p_status text, p_at timestamptz, p_error text)
  returns boolean
  language plpgsql
  volatile
  set search_path = ''
as $$
begin
  update public.customer_messages
     set receipt = p_status,
         receipt_at = least(coalesce(p_at, now()), now()),
         last_error = case when p_status = 'failed' then left(p_error, 500) else last_error end
   where channel = p_channel and provider_id = p_provider_id
     and coalesce(private.receipt_rank(receipt), 0) < private.receipt_rank(p_status);
  return exists (select 1 from public.customer_messages where channel = p_channel and provider_id = p_provider_id);
end;
$$;

-- The claimer's answer: sent (with the provider's id, if it gives one),
-- refused for good (withheld), or failed (due again after 30 s doubling to
-- 30 min, failed for good after the channel's maximum attempts). False when
-- the claim is no longer the caller's: nothing is recorded.
create function public.finish_customer_message(
  p_id          bigint,
  p_claim       uuid,
  p_provider_id text default null,
  p_error       text default null,
  p_refused     boolean default false
)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_channel text := (select channel from public.customer_messages where id = p_id);
  v_max     integer := (select max_attempts from private.channel_limits where channel = v_channel);
  v_refused boolean := coalesce(p_refused, false);
  v_held    boolean;
begin
  if p_error is null then
    if p_provider_id is not null then
      perform private.lock_receipts(v_channel, p_provider_id);
    end if;
    update public.customer_messages
       set sent_at = now(), provider_id = p_provider_id, claimed_until = null, claim_token = null, last_error = null
     where id = p_id and claim_token = p_claim and sent_at is null;
    v_held := found;
    if v_held and p_provider_id is not null then
      perform private.apply_receipt(v_channel, e.provider_id, e.status, e.at, e.error)
         from private.early_receipts e where e.channel = v_channel and e.provider_id = p_provider_id;
      delete from private.early_receipts where channel = v_channel and provider_id = p_provider_id;
    end if;
    return v_held;
  end if;
  update public.customer_messages
     set claimed_until = null,
         claim_token = null,
         last_error = left(p_error, 500),
         withheld_at = case when v_refused then now() else withheld_at end,
         withheld_reason = case when v_refused then 'refused' else withheld_reason end,
         failed_at = case when not v_refused and attempts >= v_max then now() end,
         next_attempt_at = now()
           + least(interval '30 minutes', interval '30 seconds' * power(2, least(greatest(attempts - 1, 0), 10)))
           * (0.8 + random() * 0.4)
   where id = p_id and claim_token = p_claim and sent_at is null;
  return found;
end;
$$;

-- A receipt from a provider's webhook, kept for later when no message has its
-- id yet. Answers whether one had.
create function public.record_message_receipt(
  p_channel     text,
  p_provider_id text,
  p_status      text,
  p_at          timestamptz default null,
  p_error       text default null
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
  if nullif(btrim(coalesce(p_provider_id, '')), '') is null or char_length(p_provider_id) > 200 then
    raise exception 'A receipt needs its message id' using errcode = '23502';
  end if;
  perform private.lock_receipts(p_channel, p_provider_id);
  if private.apply_receipt(p_channel, p_provider_id, p_status, p_at, p_error) then
    return true;
  end if;
  delete from private.early_receipts where received_at < now() - interval '1 day';
  insert into private.early_receipts as e (channel, provider_id, status, at, error)
  values (p_channel, p_provider_id, p_status, p_at, left(p_error, 500))
  on conflict (channel, provider_id) do update
     set status = excluded.status, at = excluded.at, error = excluded.error
   where private.receipt_rank(e.status) < private.receipt_rank(excluded.status);
  return false;
end;
$$;

-- Staff: a request's message given up after the maximum attempts, or
-- withheld as stale or over the day's cap, is due again with its attempts
-- counted afresh. Not one the provider refused, nor on WhatsApp after the
-- client stopped it.
create function public.resend_customer_message(p_id bigint)
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
  update public.customer_messages
     set failed_at = null, withheld_at = null, withheld_reason = null, attempts = 0,
         next_attempt_at = now(), queued_at = now()
   where id = p_id and submission_id is not null and sent_at is null
     and (failed_at is not null or withheld_reason in ('stale', 'daily_cap'))
     and not (channel = 'whatsapp' and private.whatsapp_stopped(recipient, submission_id));
  if not found then
    raise exception 'No message % to send again', p_id using errcode = 'P0002';
  end if;
end;
$$;

comment on function public.resend_customer_message(bigint) is
  'Staff only: a message to a client that failed after the maximum attempts, or was held back as stale or over the day''s cap, is queued again (not one the provider refused, nor on WhatsApp after the client stopped it). Refusals: 42501 (not staff), P0002 (no such message).';

-- Staff: each channel against its hourly cap (the inbox says when one is at it).
create function public.message_channels()
  returns table (channel text, per_hour integer, in_last_hour integer, waiting integer)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff may see the channels' using errcode = '42501';
  end if;
  return query
    select l.channel, l.per_hour, private.channel_load(l.channel),
           (select count(*)::integer from public.customer_messages m
             where m.channel = l.channel and m.sent_at is null and m.failed_at is null and m.withheld_at is null)
      from private.channel_limits l
     order by l.channel;
end;
$$;

-- ---------------------------------------------------------------------------
-- Stopping WhatsApp
-- ---------------------------------------------------------------------------

-- What waits for this number (or only this request of it) is withheld.
create function private.withhold_whatsapp(p_number text, p_submission_id bigint default null)
  returns void
  language sql
  volatile
  set search_path = ''
as $$
  update public.customer_messages
     set withheld_at = now(), withheld_reason = 'stopped'
   where channel = 'whatsapp' and recipient = p_number
     and (p_submission_id is null or submission_id = p_submission_id)
     and sent_at is null and failed_at is null and withheld_at is null;
$$;

-- A message from a WhatsApp number (its wa_id: digits with the country code),
-- as the webhook read it: a STOP opts the number out of everything; anything
-- else from it ends its opt-out. Only 91 and ten digits from 6-9 is an Indian
-- mobile number, the only kind the firm writes to: 'ignored' for the rest.
create function public.record_whatsapp_reply(p_wa_id text, p_stop boolean)
  returns text
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_number text := case when p_wa_id ~ '^91[6-9][0-9]{9}$' then '+' || p_wa_id end;
begin
  if v_number is null then
    return 'ignored';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('whatsapp_opt_outs:' || v_number, 0));
  if coalesce(p_stop, true) then
    insert into public.whatsapp_opt_outs (number) values (v_number)
    on conflict (number) where started_at is null do nothing;
    perform private.withhold_whatsapp(v_number);
    return 'stopped';
  end if;
  update public.whatsapp_opt_outs set started_at = now() where number = v_number and started_at is null;
  return case when found then 'started' else 'unchanged' end;
end;
$$;

-- /track's "Stop WhatsApp updates": whoever may read a request (its order id
-- and the phone or e-mail given with it, through track_request and its
-- limits) may end that request's WhatsApp updates, and only that request's:
-- anyone may file a request with someone else's number. True when they ended
-- (or had); false for a miss, as track_request tells them.
create function public.stop_whatsapp_updates(p_order_id text, p_contact text)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_request public.contact_submissions;
begin
  if public.track_request(p_order_id, p_contact) is null then
    return false;
  end if;
  update public.contact_submissions
     set whatsapp_stopped_at = coalesce(whatsapp_stopped_at, now())
   where order_id = left(upper(btrim(p_order_id)), 40) and whatsapp_to is not null
  returning * into v_request;
  if v_request.id is not null then
    perform private.withhold_whatsapp(v_request.whatsapp_to, v_request.id);
  end if;
  return true;
end;
$$;

comment on function public.stop_whatsapp_updates(text, text) is
  'Ends the WhatsApp updates of one request, for its order id and the phone or e-mail given with it (checked and limited as track_request). False when they do not match. Refusal: SLLIM (track_request''s limits).';

-- ---------------------------------------------------------------------------
-- Who may call what (docs/security.md, "The allowlist")
-- ---------------------------------------------------------------------------

revoke all on function private.channel_load(text) from public;
revoke all on function private.lock_receipts(text, text) from public;
revoke all on function private.apply_receipt(text, text, text, timestamptz, text) from public;
revoke all on function private.withhold_whatsapp(text, bigint) from public;

revoke all on function public.claim_customer_message(text) from public, anon, authenticated;
revoke all on function public.finish_customer_message(bigint, uuid, text, text, boolean) from public, anon, authenticated;
revoke all on function public.record_message_receipt(text, text, text, timestamptz, text) from public, anon, authenticated;
revoke all on function public.record_whatsapp_reply(text, boolean) from public, anon, authenticated;
grant execute on function public.claim_customer_message(text) to service_role;
grant execute on function public.finish_customer_message(bigint, uuid, text, text, boolean) to service_role;
grant execute on function public.record_message_receipt(text, text, text, timestamptz, text) to service_role;
grant execute on function public.record_whatsapp_reply(text, boolean) to service_role;

revoke all on function public.resend_customer_message(bigint) from public, anon, authenticated;
revoke all on function public.message_channels() from public, anon, authenticated;
grant execute on function public.resend_customer_message(bigint) to authenticated, service_role;
grant execute on function public.message_channels() to authenticated, service_role;

revoke all on function public.stop_whatsapp_updates(text, text) from public, anon, authenticated;
grant execute on function public.stop_whatsapp_updates(text, text) to anon, authenticated, service_role;
