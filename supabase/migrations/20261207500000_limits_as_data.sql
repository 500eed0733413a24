-- The limits on what a visitor may do are data (docs/security.md, "Who a
-- limit counts"): one row each of private.rate_limits, so that changing a
-- limit is an update of one row in a new migration. private.rate_limit(name)
-- raises on a name not in the table: a typo or a deleted row never switches a
-- limit off (the call fails, 500, and the outbox tries again).
--
-- submit_request, subscribe_newsletter, track_request and track_my_requests
-- are supabase/schema.sql's with their literals read from the table, and the
-- same values: nothing changes for anyone. Their comments name the limits
-- instead of their numbers. The message caps stay in private.channel_limits.

create table private.rate_limits (
  name    text     primary key check (name ~ '^[a-z]+(_[a-z]+)*$'),
  -- The most allowed within `per`; one more is refused (SLLIM).
  maximum integer  not null check (maximum > 0),
  per     interval not null check (per > interval '0'),
  counts  text     not null check (btrim(counts) <> '')
);
revoke all on private.rate_limits from public, anon, authenticated;

comment on table private.rate_limits is
  'The limits on what a visitor may do: at most maximum of what counts says within per, then SLLIM. Read through private.rate_limit(name), which raises on a missing name. newsletter_per_client and track_per_client are counted by private.over_budget in clock hours (private.hourly_limit): their per must be 1 hour. The message caps are private.channel_limits''. Change a row with an update in a new migration (docs/security.md, "Who a limit counts").';

-- The per-client limits are set where the customers of a firm in Satna behind
-- one shared address (carrier-grade NAT) do not meet them in ordinary use; the
-- fine ones count a person (docs/security.md, "Who a limit counts").
insert into private.rate_limits (name, maximum, per, counts) values
  ('request_per_mailbox', 5, interval '1 hour',
   'requests stored with one mailbox (public.mailbox_key: every spelling of one inbox)'),
  ('request_per_phone', 5, interval '1 hour',
   'requests stored with one phone (public.phone_key: its last ten digits, however written)'),
  ('request_per_client', 20, interval '1 hour',
   'requests stored from one client (public.request_client_key: an IPv4 address or an IPv6 /64)'),
  ('newsletter_per_client', 10, interval '1 hour',
   'calls of subscribe_newsletter from one client, for an address already on the list too'),
  ('track_per_client', 120, interval '1 hour',
   'lookups from one client, track_request and track_my_requests together, answers too'),
  ('track_misses_per_contact', 5, interval '1 hour',
   'orders missed by track_request with one phone or e-mail, from any client'),
  ('track_misses_per_client', 30, interval '1 hour',
   'misses of track_request from one client, whatever the contact');

create function private.rate_limit(p_name text)
  returns private.rate_limits
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  v_limit private.rate_limits;
begin
  select * into v_limit from private.rate_limits where name = p_name;
  if not found then
    raise exception 'No limit named % in private.rate_limits', p_name using errcode = '55000';
  end if;
  return v_limit;
end;
$$;
revoke all on function private.rate_limit(text) from public, anon, authenticated;

-- private.over_budget counts in clock hours (this hour's calls and the share
-- of the last one's still inside sixty minutes): another window would be
-- silently read as an hour, so it is refused.
create function private.hourly_limit(p_name text)
  returns integer
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  v_limit private.rate_limits := private.rate_limit(p_name);
begin
  if v_limit.per <> interval '1 hour' then
    raise exception 'Limit % is counted in clock hours (private.over_budget): its per must be 1 hour', p_name
      using errcode = '55000';
  end if;
  return v_limit.maximum;
end;
$$;
revoke all on function private.hourly_limit(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- The functions, reading the table
-- ---------------------------------------------------------------------------

create or replace function public.submit_request(
  p_request_id uuid, p_name text, p_email text, p_phone text, p_service text, p_document_type text,
  p_urgency text default 'standard', p_message text default null, p_language text default 'en',
  p_submitted_at timestamptz default null, p_website text default null, p_fill_ms integer default null,
  p_draft jsonb default null, p_whatsapp_consent integer default null
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
  v_per_mailbox private.rate_limits;
  v_per_phone   private.rate_limits;
  v_per_client  private.rate_limits;
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

  -- The limits are rows of private.rate_limits (docs/security.md, "Who a limit counts").
  v_per_mailbox := private.rate_limit('request_per_mailbox');
  v_per_phone := private.rate_limit('request_per_phone');
  v_per_client := private.rate_limit('request_per_client');
  if (select count(*) from public.contact_submissions
      where mailbox_key = public.mailbox_key(v_email) and created_at > now() - v_per_mailbox.per)
       >= v_per_mailbox.maximum
     or (select count(*) from public.contact_submissions
         where phone_key = v_phone and created_at > now() - v_per_phone.per) >= v_per_phone.maximum
     or (v_client is not null and (select count(*) from public.contact_submissions
         where client_key = v_client and created_at > now() - v_per_client.per) >= v_per_client.maximum) then
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

create or replace function public.subscribe_newsletter(
  p_email text, p_website text default null, p_fill_ms integer default null, p_language text default 'en'
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
  if private.over_budget('newsletter', v_client, private.hourly_limit('newsletter_per_client')) then
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

create or replace function public.track_my_requests(p_request_ids uuid[])
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if coalesce(cardinality(p_request_ids), 0) > 50 then
    raise exception 'At most 50 requests at a time' using errcode = '22023';
  end if;
  if private.over_budget('track', public.request_client_key(), private.hourly_limit('track_per_client')) then
    raise exception 'Too many lookups in the last hour' using errcode = 'SLLIM';
  end if;

  return coalesce((
    select jsonb_agg(public.tracked_request(r) order by r.created_at desc)
      from public.contact_submissions r
     where r.request_id = any(p_request_ids)
  ), '[]'::jsonb);
end;
$$;

comment on function public.track_my_requests(uuid[]) is
  'The status and customer notes of the requests with these request ids (the ones a device sent). Refusals: SLLIM (private.rate_limits: track_per_client, lookups from this client), 22023 (over 50 ids).';

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
  v_normal  text;
  v_key     text;
  v_client  text := public.request_client_key();
  v_request public.contact_submissions;
  v_matched boolean := false;
  v_misses_per_contact private.rate_limits;
  v_misses_per_client  private.rate_limits;
begin
  v_normal := case
    when position('@' in v_contact) > 0 then lower(v_contact)
    when char_length(public.phone_key(v_contact)) = 10 then public.phone_key(v_contact)
  end;
  v_key := private.keyed_hash('contact', v_normal);

  if private.over_budget('track', v_client, private.hourly_limit('track_per_client')) then
    raise exception 'Too many lookups in the last hour' using errcode = 'SLLIM';
  end if;

  -- The misses below are counted one lookup at a time per client and per
  -- contact, in that order (no two lookups wait on each other the other way).
  if v_client is not null then
    perform pg_advisory_xact_lock(hashtextextended('track:client:' || v_client, 0));
  end if;
  if v_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('track:contact:' || v_key, 0));
  end if;
  v_misses_per_contact := private.rate_limit('track_misses_per_contact');
  v_misses_per_client := private.rate_limit('track_misses_per_client');
  -- Kept a day (an answer is given again for a day), longer if a limit's window is.
  delete from public.track_attempts
   where at < now() - greatest(interval '1 day', v_misses_per_contact.per, v_misses_per_client.per);

  -- An answer already given (this order, this contact, in the last day) is
  -- given again: it tells the asker nothing new, so no stranger's misses can
  -- take it from the customer. Otherwise: track_misses_per_contact orders
  -- missed with one contact, from anywhere, stop that contact (a known phone
  -- walked along LP10001, LP10002, ...); track_misses_per_client misses from
  -- one client stop that client. Orders are never locked: a stranger's wrong
  -- guesses for an order cost its customer nothing.
  if not exists (select 1 from public.track_attempts
                  where order_id = v_order and contact_key = v_key and matched
                    and at > now() - interval '1 day')
     and ((v_key is not null and (select count(distinct order_id) from public.track_attempts
            where contact_key = v_key and not matched and at > now() - v_misses_per_contact.per)
              >= v_misses_per_contact.maximum)
       or (v_client is not null and (select count(*) from public.track_attempts
            where client_key = v_client and not matched and at > now() - v_misses_per_client.per)
              >= v_misses_per_client.maximum)) then
    raise exception 'Too many lookups in the last hour' using errcode = 'SLLIM';
  end if;

  select * into v_request from public.contact_submissions where order_id = v_order;
  if found and v_normal is not null then
    v_matched := lower(v_request.email) = v_normal or v_request.phone_key = v_normal;
  end if;

  insert into public.track_attempts (order_id, client_key, contact_key, matched)
  values (v_order, v_client, v_key, v_matched)
  on conflict (order_id, coalesce(contact_key, ''), coalesce(client_key, ''))
  do update set matched = excluded.matched, at = now();
  if not v_matched then
    return null;
  end if;

  return public.tracked_request(v_request);
end;
$$;

comment on function public.track_request(text, text) is
  'A request''s status and its customer notes for its order id and the phone or e-mail given with it; null when they do not match (or there is no such order). Refusal: SLLIM (private.rate_limits: track_per_client lookups from this client, track_misses_per_contact orders missed with this contact, or track_misses_per_client misses from this client).';
