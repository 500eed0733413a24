-- A request has a status the customer can follow and the firm can change
-- (docs/request-tracking.md).
--
--   track_request(order_id, phone or e-mail) -> the status and its history
--     for the customer, or null: the same null for "no such order" and "not
--     your phone", so a guess learns nothing. Refusal: SLLIM (too many
--     lookups for this order or this client address in the last hour).
--   set_request_status(order_id, status, customer note, internal note)
--     -> the new history entry; staff only (42501 for anyone else).
--
-- Staff are the users of Supabase Auth listed in staff_members. Row level
-- security lets them read requests and their history; anon reads and writes
-- none of it, and no one writes a status except through set_request_status.
--
-- auth.users and auth.uid() are Supabase Auth's (on a hosted project they are
-- there; the local stack creates a stand-in, supabase/local/db.ts).

-- ---------------------------------------------------------------------------
-- Status
-- ---------------------------------------------------------------------------

create function public.is_request_status(p_status text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select p_status in ('received', 'in_review', 'drafting', 'ready', 'delivered', 'cancelled');
$$;

alter table public.contact_submissions
  add column status text not null default 'received',
  add column status_changed_at timestamptz;

update public.contact_submissions set status_changed_at = created_at;

alter table public.contact_submissions
  alter column status_changed_at set not null,
  alter column status_changed_at set default now(),
  add constraint contact_submissions_status_valid check (public.is_request_status(status));

-- The phone's digits, for the inbox's search (+91 98270 12345 is found by 9827012345).
alter table public.contact_submissions
  add column phone_digits text generated always as (regexp_replace(phone, '[^0-9]', '', 'g')) stored;

-- The inbox lists by status, newest first.
create index contact_submissions_status_created_idx
  on public.contact_submissions (status, created_at desc);

create table public.request_status_history (
  id            bigint generated always as identity primary key,
  submission_id bigint      not null references public.contact_submissions (id) on delete cascade,
  status        text        not null,
  changed_at    timestamptz not null default now(),
  -- The staff member (auth.users.id); null for the system (a new request).
  changed_by    uuid,
  -- Shown to the customer on the tracking page and in the status e-mail.
  customer_note text,
  -- For the firm only; never leaves the inbox.
  internal_note text,

  constraint request_status_history_status_valid check (public.is_request_status(status)),
  constraint request_status_history_customer_note_length
    check (customer_note is null or char_length(customer_note) <= 1000),
  constraint request_status_history_internal_note_length
    check (internal_note is null or char_length(internal_note) <= 2000),
  -- Line breaks are a note's own; other control characters are not.
  constraint request_status_history_notes_no_control
    check (coalesce(customer_note, '') || coalesce(internal_note, '') !~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]')
);

comment on table public.request_status_history is
  'Every status a request has had: when, by whom, with a note for the customer and one for the firm. Written by the insert trigger and set_request_status() only.';

create index request_status_history_submission_idx
  on public.request_status_history (submission_id, changed_at, id);

alter table public.request_status_history enable row level security;
revoke insert, update, delete, truncate on public.request_status_history from anon, authenticated;

-- Requests stored before: "received" when they arrived.
insert into public.request_status_history (submission_id, status, changed_at)
select id, status, created_at from public.contact_submissions;

-- A new request's first entry, whoever stored it.
create function public.record_request_received()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.request_status_history (submission_id, status, changed_at)
  values (new.id, new.status, new.created_at);
  return new;
end;
$$;

revoke all on function public.record_request_received() from public;

create trigger contact_submissions_record_received
  after insert on public.contact_submissions
  for each row execute function public.record_request_received();

-- ---------------------------------------------------------------------------
-- Staff
-- ---------------------------------------------------------------------------

create table public.staff_members (
  user_id  uuid        primary key references auth.users (id) on delete cascade,
  name     text        not null,
  added_at timestamptz not null default now(),

  constraint staff_members_name_required check (btrim(name) <> ''),
  constraint staff_members_name_length check (char_length(name) <= 100)
);

comment on table public.staff_members is
  'Users of Supabase Auth who work the inbox. Added by the firm with the service role (README, "Staff").';

alter table public.staff_members enable row level security;
revoke insert, update, delete, truncate on public.staff_members from anon, authenticated;

-- Whether the caller is staff. Security definer: the policies below ask it
-- without the caller reading staff_members.
create function public.is_staff()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (select 1 from public.staff_members where user_id = auth.uid());
$$;

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to authenticated, service_role;

-- A signed-in user may see whether they are staff (the inbox asks); staff see
-- each other (who changed a status).
create policy staff_members_read
  on public.staff_members
  for select
  to authenticated
  using (user_id = auth.uid() or public.is_staff());

create policy contact_submissions_read_staff
  on public.contact_submissions
  for select
  to authenticated
  using (public.is_staff());

create policy request_status_history_read_staff
  on public.request_status_history
  for select
  to authenticated
  using (public.is_staff());

-- ---------------------------------------------------------------------------
-- Changing a status (staff)
-- ---------------------------------------------------------------------------

create function public.set_request_status(
  p_order_id      text,
  p_status        text,
  p_customer_note text default null,
  p_internal_note text default null
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
  return v_entry;
end;
$$;

comment on function public.set_request_status(text, text, text, text) is
  'Staff only: sets a request''s status and records it with the notes. Refusals: 42501 (not staff), 23514 (unknown status or bad note), P0002 (no such order).';

revoke all on function public.set_request_status(text, text, text, text) from public;
grant execute on function public.set_request_status(text, text, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Tracking (the customer)
-- ---------------------------------------------------------------------------

-- Every lookup, to limit guessing. Kept a day.
create table public.track_attempts (
  id         bigint      generated always as identity primary key,
  order_id   text        not null,
  client_key text,
  matched    boolean     not null,
  at         timestamptz not null default now()
);

create index track_attempts_order_idx on public.track_attempts (order_id, at desc);
create index track_attempts_client_idx on public.track_attempts (client_key, at desc) where client_key is not null;
create index track_attempts_at_idx on public.track_attempts (at);

-- RLS with no policy: only the functions below touch it.
alter table public.track_attempts enable row level security;
revoke all on public.track_attempts from anon, authenticated;

-- What the customer may see of a request: its status, what it was for, and
-- its history with the firm's notes for them. Never the internal notes, the
-- name, phone, e-mail or message.
create function public.tracked_request(p_request public.contact_submissions)
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
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('status', h.status, 'at', h.changed_at, 'note', h.customer_note)
                       order by h.changed_at, h.id)
        from public.request_status_history h
       where h.submission_id = p_request.id
    ), '[]'::jsonb)
  );
$$;

revoke all on function public.tracked_request(public.contact_submissions) from public;

create function public.track_request(p_order_id text, p_contact text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_order   text := left(upper(btrim(coalesce(p_order_id, ''))), 40);
  v_contact text := btrim(coalesce(p_contact, ''));
  v_digits  text := regexp_replace(coalesce(p_contact, ''), '[^0-9]', '', 'g');
  v_client  text := public.request_client_key();
  v_request public.contact_submissions;
  v_matched boolean := false;
begin
  -- Counted one lookup at a time, like the write path's limits.
  perform pg_advisory_xact_lock(7301002);
  delete from public.track_attempts where at < now() - interval '1 day';

  -- 10 wrong answers an hour for one order id, 30 lookups an hour from one
  -- client address: enough for a customer who mistypes, too few to guess a
  -- phone number. Counted whether or not the order exists.
  if (select count(*) from public.track_attempts
      where order_id = v_order and not matched and at > now() - interval '1 hour') >= 10
     or (v_client is not null and (select count(*) from public.track_attempts
         where client_key = v_client and at > now() - interval '1 hour') >= 30) then
    raise exception 'Too many lookups in the last hour' using errcode = 'SLLIM';
  end if;

  select * into v_request from public.contact_submissions where order_id = v_order;
  if found and v_contact <> '' then
    -- The e-mail in any letter case, or the phone by its last ten digits
    -- (+91 98270 12345, 09827012345 and 9827012345 are one number).
    v_matched := lower(v_request.email) = lower(v_contact)
      or (char_length(v_digits) >= 10
          and right(regexp_replace(v_request.phone, '[^0-9]', '', 'g'), 10) = right(v_digits, 10));
  end if;

  insert into public.track_attempts (order_id, client_key, matched) values (v_order, v_client, v_matched);
  if not v_matched then
    return null;
  end if;

  return public.tracked_request(v_request);
end;
$$;

comment on function public.track_request(text, text) is
  'A request''s status and its customer notes for its order id and the phone or e-mail given with it; null when they do not match (or there is no such order). Refusal: SLLIM.';

revoke all on function public.track_request(text, text) from public;
grant execute on function public.track_request(text, text) to anon, authenticated, service_role;

-- The requests sent from one device, by the request ids the device made for
-- them (random uuids only that device knows): "My requests" keeps no phone
-- or e-mail on the device. At most 50 at a time; each call counts as a
-- lookup toward the client address's limit.
create function public.track_my_requests(p_request_ids uuid[])
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_client text := public.request_client_key();
begin
  if coalesce(cardinality(p_request_ids), 0) > 50 then
    raise exception 'At most 50 requests at a time' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(7301002);
  if v_client is not null and (select count(*) from public.track_attempts
      where client_key = v_client and at > now() - interval '1 hour') >= 30 then
    raise exception 'Too many lookups in the last hour' using errcode = 'SLLIM';
  end if;
  insert into public.track_attempts (order_id, client_key, matched) values ('(device)', v_client, true);

  return coalesce((
    select jsonb_agg(public.tracked_request(r) order by r.created_at desc)
      from public.contact_submissions r
     where r.request_id = any(p_request_ids)
  ), '[]'::jsonb);
end;
$$;

comment on function public.track_my_requests(uuid[]) is
  'The status and customer notes of the requests with these request ids (the ones a device sent). Refusals: SLLIM, 22023 (over 50 ids).';

revoke all on function public.track_my_requests(uuid[]) from public;
grant execute on function public.track_my_requests(uuid[]) to anon, authenticated, service_role;
