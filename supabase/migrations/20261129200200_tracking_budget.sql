-- Tracking counts every lookup and keeps no one's contact in clear
-- (docs/security.md, "Tracking").
--
--   - Every lookup, an answer too, counts toward the client's 120 an hour
--     (track_request and track_my_requests together), counted without a lock.
--   - An answer writes one row per order, contact and client, updated when
--     asked again; misses the same.
--   - The contact in track_attempts is a keyed hash of its normal form; the
--     client a keyed hash of its network (20261129200000).
--   - Locks are per client and per contact: lookups of others never wait.

-- The rows so far hold contacts in clear and md5 client keys; they are kept a
-- day only to count the last hour and to give an answer again.
truncate public.track_attempts;
create unique index track_attempts_once
  on public.track_attempts (order_id, coalesce(contact_key, ''), coalesce(client_key, ''));

comment on column public.track_attempts.contact_key is
  'A keyed hash of the contact a lookup was made with (an e-mail in lower case, or a phone''s last ten digits).';

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
begin
  v_normal := case
    when position('@' in v_contact) > 0 then lower(v_contact)
    when char_length(public.phone_key(v_contact)) = 10 then public.phone_key(v_contact)
  end;
  v_key := private.keyed_hash('contact', v_normal);

  if private.over_budget('track', v_client, 120) then
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
  delete from public.track_attempts where at < now() - interval '1 day';

  -- An answer already given (this order, this contact, in the last day) is
  -- given again: it tells the asker nothing new, so no stranger's misses can
  -- take it from the customer. Otherwise: five orders missed with one
  -- contact in an hour, from anywhere, stop that contact (a known phone
  -- walked along LP10001, LP10002, ...); thirty misses from one client
  -- stop that client. Orders are never locked: a stranger's wrong guesses
  -- for an order cost its customer nothing.
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
  'A request''s status and its customer notes for its order id and the phone or e-mail given with it; null when they do not match (or there is no such order). Refusal: SLLIM (120 lookups from this client, five orders missed with this contact, or thirty misses from this client, in the last hour).';

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
  if private.over_budget('track', public.request_client_key(), 120) then
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
  'The status and customer notes of the requests with these request ids (the ones a device sent). Refusals: SLLIM (120 lookups from this client in the last hour), 22023 (over 50 ids).';
