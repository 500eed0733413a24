-- The finished document announced on the one message queue (docs/security.md,
-- "Messages to clients"; "Papers"): staff attach it, then mark the request
-- Ready with "Tell the customer"; with a document attached that change queues
-- a 'document_ready' message (download it on /track) on every channel the
-- client chose, instead of the plain status. A file attached to a request
-- already ready or delivered (a corrected one) is announced at once, unless
-- the last announcement still waits to go. It is the staff's news, like a
-- status: no client's share of the hour, sent first, never withheld as stale.

alter table public.customer_messages
  drop constraint customer_messages_kind_valid,
  add constraint customer_messages_kind_valid
    check (kind in ('confirmation', 'status', 'newsletter', 'document_ready'));

-- The staff's news: what they tell a client, not what a client's own action sent.
create function private.is_staff_news(p_kind text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select p_kind in ('status', 'document_ready');
$$;
revoke all on function private.is_staff_news(text) from public;

create or replace function private.queue_messages(p_submission_id bigint, p_kind text, p_history_id bigint default null)
  returns void
  language sql
  volatile
  set search_path = ''
as $$
  insert into public.customer_messages (
    channel, kind, submission_id, history_id, recipient, client_key, withheld_at, withheld_reason
  )
  select c.channel, p_kind, r.id, p_history_id, c.recipient,
         case when not private.is_staff_news(p_kind) then r.client_key end,
         case when w.reason is not null then now() end, w.reason
    from public.contact_submissions r
   cross join lateral (values ('email', r.mailbox_key), ('whatsapp', r.whatsapp_to)) c (channel, recipient)
   cross join lateral (select private.withheld_reason(c.channel, c.recipient, p_kind, r.id) as reason) w
   where r.id = p_submission_id and c.recipient is not null;
$$;

create or replace function public.claim_customer_message(p_channel text)
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
   where channel = p_channel and not private.is_staff_news(kind)
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
   order by not private.is_staff_news(m.kind), coalesce(served.sends, 0), m.kind = 'newsletter', m.next_attempt_at, m.id
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

-- Queues the announcement unless one still waits to go (the request's row is locked by the caller).
create function private.announce_document(p_submission_id bigint)
  returns void
  language plpgsql
  volatile
  set search_path = ''
as $$
begin
  if not exists (select 1 from public.customer_messages
                  where submission_id = p_submission_id and kind = 'document_ready'
                    and sent_at is null and failed_at is null and withheld_at is null) then
    perform private.queue_messages(p_submission_id, 'document_ready');
  end if;
end;
$$;
revoke all on function private.announce_document(bigint) from public;

create or replace function public.attach_document(p_order_id text, p_file_name text, p_content_type text, p_base64 text)
  returns timestamptz
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_id    bigint;
  v_bytes bytea := decode(p_base64, 'base64');
  v_until timestamptz := now() + make_interval(days => private.paper_limit('document_keep_days'));
begin
  if not public.is_staff() then
    raise exception 'Staff only' using errcode = '42501';
  end if;
  -- The lock orders two attachments of one request, so the second sees the first's announcement.
  select id into v_id from public.contact_submissions where order_id = p_order_id for update;
  if not found then
    raise exception 'No such order' using errcode = 'P0002';
  end if;
  if private.document_type_problem(p_content_type, v_bytes) then
    raise exception 'The file is not what its type says' using errcode = 'SLTYP';
  end if;
  insert into public.request_documents (submission_id, file_name, content_type, bytes, attached_by, available_until)
  values (v_id, btrim(p_file_name), p_content_type, v_bytes, auth.uid(), v_until)
  on conflict (submission_id) do update
     set file_name = excluded.file_name, content_type = excluded.content_type, bytes = excluded.bytes,
         attached_by = excluded.attached_by, attached_at = now(), available_until = excluded.available_until;
  if (select status from public.contact_submissions where id = v_id) in ('ready', 'delivered') then
    perform private.announce_document(v_id);
  end if;
  return v_until;
end;
$$;

comment on function public.attach_document(text, text, text, text) is
  'Staff only: the finished document of a request (PDF or .docx, its first bytes checked); on a request already ready or delivered it is announced at once (customer_messages kind document_ready), otherwise by the change to Ready. Answers until when the client can download it. Refusals: 42501, P0002, SLTYP.';

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

  -- On every channel the client chose (docs/whatsapp.md, "Announcing a status"). Ready with the
  -- finished document attached: the message says where to download it.
  if coalesce(p_notify, false) then
    if p_status = 'ready' and exists (select 1 from public.request_documents d
                                       where d.submission_id = v_id and d.available_until > now()) then
      perform private.announce_document(v_id);
    else
      perform private.queue_messages(v_id, 'status', v_entry.id);
    end if;
  end if;
  return v_entry;
end;
$$;
