-- The firm's mail cannot be turned against anyone (docs/security.md, "The
-- mail queue" and "Newsletter").
--
--   claim_customer_mail()  -> one due mail with a claim token, held 5 minutes
--                             (a send takes at most 40 s), or null; none while
--                             the channel's hourly cap is spent
--   finish_customer_mail(id, claim, error)
--                          -> true when the claim still held: sent, or the
--                             error and the next try; after the channel's
--                             maximum attempts the mail is failed
--   resend_customer_mail(id) (staff) -> a failed mail is due again
--   subscribe_newsletter(email, ...) -> 'check_inbox', whoever the address is:
--                             the confirmation link goes out through the queue
--   confirm_newsletter(token) -> 'subscribed' | 'already_subscribed' | 'invalid'
--
-- What a channel allows lives in private.channel_limits: mails an hour (more
-- wait in the queue, never dropped) and attempts per mail.

-- ---------------------------------------------------------------------------
-- What a channel allows
-- ---------------------------------------------------------------------------

create table private.channel_limits (
  channel      text    primary key,
  per_hour     integer not null check (per_hour > 0),
  max_attempts integer not null check (max_attempts > 0)
);
revoke all on private.channel_limits from public;

-- 30 an hour: far above the firm's customers in an hour, and a day of it is
-- what a small EmailJS plan's month can bear; 8 attempts: 30 s doubling to
-- 30 min, about an hour of retries.
insert into private.channel_limits (channel, per_hour, max_attempts) values ('email', 30, 8);

-- ---------------------------------------------------------------------------
-- Newsletter: double opt-in
-- ---------------------------------------------------------------------------

-- A confirmation link's token: a keyed hash of the sign-up's id, so the table
-- keeps only its hash and nothing in it makes a link.
create function private.newsletter_token(p_id bigint)
  returns text
  language sql
  stable
  set search_path = ''
as $$
  select private.keyed_hash('newsletter-confirm', p_id::text);
$$;

create function private.token_hash(p_token text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$$;

revoke all on function private.newsletter_token(bigint) from public;
revoke all on function private.token_hash(text) from public;

alter table public.newsletter_subscriptions
  add column language     text not null default 'en',
  -- A subscriber is a row with confirmed_at; the others are sign-ups waiting
  -- for their link, deleted after expires_at.
  add column confirmed_at timestamptz,
  add column expires_at   timestamptz,
  add column token_hash   text,
  add column mailbox_key  text generated always as (public.mailbox_key(email)) stored,
  add constraint newsletter_subscriptions_language_valid check (language in ('en', 'hi'));

-- Sign-ups from before double opt-in stay subscribers: each was someone's
-- choice on the site, and none has been sent a newsletter yet.
update public.newsletter_subscriptions set confirmed_at = created_at;

-- One row per mailbox: the earliest sign-up of each stays.
delete from public.newsletter_subscriptions a
 using public.newsletter_subscriptions b
 where a.mailbox_key = b.mailbox_key and a.id > b.id;
drop index public.newsletter_subscriptions_email_lower_key;
create unique index newsletter_subscriptions_mailbox_key on public.newsletter_subscriptions (mailbox_key);

update public.newsletter_subscriptions set token_hash = private.token_hash(private.newsletter_token(id));
create unique index newsletter_subscriptions_token_key on public.newsletter_subscriptions (token_hash);
create index newsletter_subscriptions_pending_idx
  on public.newsletter_subscriptions (expires_at) where confirmed_at is null;

alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_confirmed_or_expiring
    check (confirmed_at is not null or expires_at is not null);

comment on table public.newsletter_subscriptions is
  'Newsletter sign-ups, one per mailbox. Subscribers are the confirmed rows; a sign-up not confirmed by its e-mailed link is deleted after expires_at. Written only through subscribe_newsletter() and confirm_newsletter(); no one but the service role reads it.';

-- ---------------------------------------------------------------------------
-- The queue
-- ---------------------------------------------------------------------------

alter table public.customer_mail
  alter column submission_id drop not null,
  add column subscription_id bigint references public.newsletter_subscriptions (id) on delete cascade,
  -- Whoever claimed the mail; finish_customer_mail takes the word of that claimer only.
  add column claim_token uuid,
  -- Given up after the channel's maximum attempts; staff may send it again.
  add column failed_at timestamptz,
  drop constraint customer_mail_kind_valid,
  add constraint customer_mail_kind_valid check (kind in ('confirmation', 'status', 'newsletter')),
  add constraint customer_mail_about_one
    check ((kind = 'newsletter') = (subscription_id is not null) and (kind = 'newsletter') = (submission_id is null));

comment on table public.customer_mail is
  'E-mails to customers, written by the database (a new request, a status change to tell, a newsletter sign-up) and sent by the customer-mail Edge Function. sent_at set: sent; failed_at set: given up after the maximum attempts; else waiting (attempts > 0: failed, retrying).';

drop index public.customer_mail_due_idx;
create index customer_mail_due_idx
  on public.customer_mail (next_attempt_at) where sent_at is null and failed_at is null;
create index customer_mail_sent_idx on public.customer_mail (sent_at) where sent_at is not null;
create index customer_mail_subscription_idx on public.customer_mail (subscription_id);

drop function public.claim_customer_mail(integer);
drop function public.finish_customer_mail(bigint, text);

-- The sender (service role only): takes the next due mail, status changes
-- first, then request confirmations, then newsletter links, oldest first. One
-- mail a claim, so a claim outlives its send whatever EmailJS's pace (the
-- Edge Function gives up on a send after 30 s and on a database call after
-- 10 s). A newsletter link whose sign-up has expired is not sent.
create function public.claim_customer_mail()
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_per_hour integer := (select per_hour from private.channel_limits where channel = 'email');
  v_id       bigint;
begin
  -- Claims are counted against the cap one at a time.
  perform pg_advisory_xact_lock(hashtextextended('customer_mail:claim', 0));
  if (select count(*) from public.customer_mail where sent_at > now() - interval '1 hour')
     + (select count(*) from public.customer_mail where sent_at is null and claimed_until > now())
     >= v_per_hour then
    return null;
  end if;

  select m.id into v_id
    from public.customer_mail m
   where m.sent_at is null and m.failed_at is null
     and m.next_attempt_at <= now()
     and (m.claimed_until is null or m.claimed_until < now())
     and (m.subscription_id is null or exists (
       select 1 from public.newsletter_subscriptions s
        where s.id = m.subscription_id and (s.confirmed_at is not null or s.expires_at > now())))
   order by case m.kind when 'status' then 0 when 'confirmation' then 1 else 2 end, m.next_attempt_at, m.id
   limit 1
   for update skip locked;
  if v_id is null then
    return null;
  end if;

  update public.customer_mail
     set claim_token = gen_random_uuid(), claimed_until = now() + interval '5 minutes', attempts = attempts + 1
   where id = v_id;

  return (
    select jsonb_strip_nulls(jsonb_build_object(
      'id', c.id,
      'claim', c.claim_token,
      'kind', c.kind,
      'email', coalesce(r.email, s.email),
      'language', coalesce(r.language, s.language),
      'order_id', r.order_id,
      'service', r.service,
      'document_type', r.document_type,
      'urgency', r.urgency,
      'status', h.status,
      'note', h.customer_note,
      'token', case when s.id is not null then private.newsletter_token(s.id) end
    ))
      from public.customer_mail c
      left join public.contact_submissions r on r.id = c.submission_id
      left join public.request_status_history h on h.id = c.history_id
      left join public.newsletter_subscriptions s on s.id = c.subscription_id
     where c.id = v_id
  );
end;
$$;

-- The claimer's answer for its mail: sent (p_error null), or failed with
-- EmailJS's answer, due again after 30 s doubling to 30 min (with jitter),
-- or failed for good after the channel's maximum attempts. False when the
-- claim is no longer this caller's (it ran out and another took the mail):
-- nothing is recorded.
create function public.finish_customer_mail(p_id bigint, p_claim uuid, p_error text default null)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_max integer := (select max_attempts from private.channel_limits where channel = 'email');
begin
  if p_error is null then
    update public.customer_mail
       set sent_at = now(), claimed_until = null, claim_token = null, last_error = null
     where id = p_id and claim_token = p_claim and sent_at is null;
  else
    update public.customer_mail
       set claimed_until = null,
           claim_token = null,
           last_error = left(p_error, 500),
           failed_at = case when attempts >= v_max then now() end,
           next_attempt_at = now()
             + least(interval '30 minutes', interval '30 seconds' * power(2, least(greatest(attempts - 1, 0), 10)))
             * (0.8 + random() * 0.4)
     where id = p_id and claim_token = p_claim and sent_at is null;
  end if;
  return found;
end;
$$;

revoke all on function public.claim_customer_mail() from public, anon, authenticated;
revoke all on function public.finish_customer_mail(bigint, uuid, text) from public, anon, authenticated;
grant execute on function public.claim_customer_mail() to service_role;
grant execute on function public.finish_customer_mail(bigint, uuid, text) to service_role;

-- Staff: a request's mail given up after the maximum attempts is due again,
-- its attempts counted afresh.
create function public.resend_customer_mail(p_id bigint)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff may send a mail again' using errcode = '42501';
  end if;
  update public.customer_mail
     set failed_at = null, attempts = 0, next_attempt_at = now()
   where id = p_id and failed_at is not null and submission_id is not null;
  if not found then
    raise exception 'No failed mail %', p_id using errcode = 'P0002';
  end if;
end;
$$;

comment on function public.resend_customer_mail(bigint) is
  'Staff only: a customer e-mail that failed after the maximum attempts is queued again. Refusals: 42501 (not staff), P0002 (no such failed mail).';

revoke all on function public.resend_customer_mail(bigint) from public, anon, authenticated;
grant execute on function public.resend_customer_mail(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Signing up and confirming
-- ---------------------------------------------------------------------------

drop function public.subscribe_newsletter(text, text, integer);

-- The same answer for every address, on the list or not, and every call
-- counted toward the client's ten an hour. The link goes to the mailbox
-- (at most three a day, one waiting at a time); a subscriber who signs up
-- again gets the same link, which says they are already subscribed.
create function public.subscribe_newsletter(
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
  v_sub public.newsletter_subscriptions;
begin
  perform public.refuse_bots(p_website, p_fill_ms);
  if private.over_budget('newsletter', public.request_client_key(), 10) then
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

  if (select count(*) from public.customer_mail
       where subscription_id = v_sub.id and created_at > now() - interval '1 day') < 3
     and not exists (select 1 from public.customer_mail
                      where subscription_id = v_sub.id and sent_at is null and failed_at is null) then
    insert into public.customer_mail (kind, subscription_id) values ('newsletter', v_sub.id);
  end if;
  return 'check_inbox';
end;
$$;

comment on function public.subscribe_newsletter(text, text, integer, text) is
  'Signs an address up for the newsletter and queues its confirmation link; answers check_inbox whether or not it was on the list. Refusals: CHECK (23514), SLLIM, SLBOT.';

revoke all on function public.subscribe_newsletter(text, text, integer, text) from public, anon, authenticated;
grant execute on function public.subscribe_newsletter(text, text, integer, text) to anon, authenticated, service_role;

-- The link's page: the sign-up of this token becomes a subscriber. Only the
-- mailbox has the token, so telling it that it was already subscribed tells
-- no one else anything.
create function public.confirm_newsletter(p_token text)
  returns text
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_hash      text := private.token_hash(left(coalesce(p_token, ''), 200));
  v_confirmed timestamptz;
begin
  update public.newsletter_subscriptions
     set confirmed_at = now(), expires_at = null
   where token_hash = v_hash and confirmed_at is null and expires_at > now();
  if found then
    return 'subscribed';
  end if;
  select confirmed_at into v_confirmed from public.newsletter_subscriptions where token_hash = v_hash;
  return case when v_confirmed is not null then 'already_subscribed' else 'invalid' end;
end;
$$;

comment on function public.confirm_newsletter(text) is
  'Confirms the newsletter sign-up of an e-mailed link: subscribed, already_subscribed, or invalid (no such link, or it expired).';

revoke all on function public.confirm_newsletter(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter(text) to anon, authenticated, service_role;
