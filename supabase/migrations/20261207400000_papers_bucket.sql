-- Papers from the phone (docs/security.md, "Papers"): a private bucket the
-- sender of a request may add files to, and no one else; the database's
-- policies on storage.objects decide, as on any Supabase project.
--
--   - The right to add files is a capability only the sender holds: a key of
--     32 random bytes the phone makes, in each object's path
--     (`{key}/{file id}.{ext}`). The database keeps its SHA-256, bound to one
--     request by open_papers (the request id: only the device that made it
--     knows it) or open_papers_tracked (/track: order number and contact).
--   - anon may insert into the bucket through that key, within the limits,
--     and nothing else: no select, update or delete policy is anon's.
--   - Limits: 10 files and 25 MB a request, 60 files an hour per client,
--     10 MB a file and the four types (the bucket's own limits); a key opens
--     for 30 days and closes with its request (delivered, cancelled) or its
--     erasure. The type read from the bytes: the papers function.

-- ---------------------------------------------------------------------------
-- The bucket
-- ---------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('papers', 'papers', false, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------
-- Limits are data
-- ---------------------------------------------------------------------------

create table private.paper_limits (
  name  text    primary key,
  value integer not null check (value >= 0)
);
revoke all on private.paper_limits from public;

insert into private.paper_limits (name, value) values
  ('files_per_request', 10),
  ('bytes_per_request', 26214400),
  ('files_per_client_hour', 60),
  ('keys_per_request', 5),
  ('key_days', 30),
  -- Days after a request is delivered or cancelled that its papers are kept
  -- (src/business/config.ts, PAPERS_KEEP_DAYS, says the same to the client).
  ('papers_keep_days', 90),
  -- Days the finished document stays available to the client (DOCUMENT_KEEP_DAYS).
  ('document_keep_days', 90);

create function private.paper_limit(p_name text)
  returns integer
  language sql
  stable
  set search_path = ''
as $$
  select value from private.paper_limits where name = p_name;
$$;
revoke all on function private.paper_limit(text) from public;

-- ---------------------------------------------------------------------------
-- Keys: who may add papers to which request
-- ---------------------------------------------------------------------------

create table private.paper_keys (
  key_hash      text        primary key check (key_hash ~ '^[0-9a-f]{64}$'),
  submission_id bigint      not null references public.contact_submissions (id) on delete cascade,
  via           text        not null check (via in ('device', 'track')),
  client_key    text,
  created_at    timestamptz not null default now()
);
create index paper_keys_submission on private.paper_keys (submission_id);
revoke all on private.paper_keys from public;

-- Requests whose client asked, on /track, for their papers to be erased now.
create table private.paper_erasures (
  submission_id bigint      primary key references public.contact_submissions (id) on delete cascade,
  asked_at      timestamptz not null default now()
);
revoke all on private.paper_erasures from public;

-- The key in an object's path, hashed as open_papers stores it.
create function private.paper_key_hash(p_name text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select encode(extensions.digest(convert_to(split_part(p_name, '/', 1), 'UTF8'), 'sha256'), 'hex');
$$;
revoke all on function private.paper_key_hash(text) from public;

-- The papers stored for a request: the bucket's objects whose key is one of its keys.
create function private.request_paper_objects(p_submission_id bigint)
  returns setof storage.objects
  language sql
  stable
  set search_path = ''
as $$
  select o.* from storage.objects o
   where o.bucket_id = 'papers'
     and private.paper_key_hash(o.name) in (select key_hash from private.paper_keys where submission_id = p_submission_id);
$$;
revoke all on function private.request_paper_objects(bigint) from public;

-- A key binds to an open request: refused (SLPAP) for a closed or erased one,
-- or past the keys a request may have; the same key again answers true.
create function private.open_paper_key(p_submission public.contact_submissions, p_key_hash text, p_via text)
  returns boolean
  language plpgsql
  volatile
  set search_path = ''
as $$
begin
  if p_key_hash is null or p_key_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'A paper key is 64 hexadecimal digits' using errcode = '22023';
  end if;
  if exists (select 1 from private.paper_keys where key_hash = p_key_hash) then
    return exists (select 1 from private.paper_keys where key_hash = p_key_hash and submission_id = p_submission.id);
  end if;
  if p_submission.status in ('delivered', 'cancelled')
     or exists (select 1 from private.paper_erasures where submission_id = p_submission.id) then
    raise exception 'This request takes no more papers' using errcode = 'SLPAP';
  end if;
  if (select count(*) from private.paper_keys where submission_id = p_submission.id)
     >= private.paper_limit('keys_per_request') then
    raise exception 'Too many keys for this request' using errcode = 'SLLIM';
  end if;
  insert into private.paper_keys (key_hash, submission_id, via, client_key)
  values (p_key_hash, p_submission.id, p_via, public.request_client_key());
  return true;
end;
$$;
revoke all on function private.open_paper_key(public.contact_submissions, text, text) from public;

-- The device that sent a request (it alone knows the request id) opens a key for it.
create function public.open_papers(p_request_id uuid, p_key_hash text)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_request public.contact_submissions;
begin
  if private.over_budget('open_papers', public.request_client_key(), 60) then
    raise exception 'Too many papers opened from this address in the last hour' using errcode = 'SLLIM';
  end if;
  select * into v_request from public.contact_submissions where request_id = p_request_id;
  if not found then
    return false;
  end if;
  return private.open_paper_key(v_request, lower(p_key_hash), 'device');
end;
$$;
comment on function public.open_papers(uuid, text) is
  'Binds a paper key (its SHA-256) to the request with this request id. False: no such request. Refusals: SLPAP (closed), SLLIM, 22023.';
revoke all on function public.open_papers(uuid, text) from public, anon, authenticated;
grant execute on function public.open_papers(uuid, text) to anon, authenticated, service_role;

-- /track, after the order number and contact matched (track_request's limits count it).
create function public.open_papers_tracked(p_order_id text, p_contact text, p_key_hash text)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_tracked jsonb := public.track_request(p_order_id, p_contact);
  v_request public.contact_submissions;
begin
  if v_tracked is null then
    return false;
  end if;
  select * into v_request from public.contact_submissions where order_id = v_tracked ->> 'order_id';
  return private.open_paper_key(v_request, lower(p_key_hash), 'track');
end;
$$;
comment on function public.open_papers_tracked(text, text, text) is
  'As open_papers, for the request with this order id and contact (as track_request checks and limits them).';
revoke all on function public.open_papers_tracked(text, text, text) from public, anon, authenticated;
grant execute on function public.open_papers_tracked(text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The policy: whoever holds an open key may add a file, within the limits
-- ---------------------------------------------------------------------------

-- A schema of its own for what the policies call: the API roles need to
-- execute it, and PostgREST does not expose it (only public is).
create schema paper_rules;
revoke all on schema paper_rules from public;
grant usage on schema paper_rules to anon, authenticated, service_role;

create function paper_rules.may_add(p_name text)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v_key     private.paper_keys;
  v_files   integer;
  v_bytes   bigint;
begin
  -- {43 characters of base64url}/{a uuid}.{jpg|png|webp|pdf}
  if p_name is null
     or p_name !~ '^[A-Za-z0-9_-]{43}/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$' then
    return false;
  end if;
  select * into v_key from private.paper_keys where key_hash = private.paper_key_hash(p_name);
  if not found or v_key.created_at < now() - make_interval(days => private.paper_limit('key_days')) then
    return false;
  end if;
  if exists (select 1 from public.contact_submissions
              where id = v_key.submission_id and status in ('delivered', 'cancelled'))
     or exists (select 1 from private.paper_erasures where submission_id = v_key.submission_id) then
    return false;
  end if;
  select count(*), coalesce(sum((o.metadata ->> 'size')::bigint), 0) into v_files, v_bytes
    from private.request_paper_objects(v_key.submission_id) o;
  if v_files >= private.paper_limit('files_per_request') or v_bytes >= private.paper_limit('bytes_per_request') then
    return false;
  end if;
  if v_key.client_key is not null and (
       select count(*) from storage.objects o
        where o.bucket_id = 'papers' and o.created_at > now() - interval '1 hour'
          and private.paper_key_hash(o.name) in (select key_hash from private.paper_keys where client_key = v_key.client_key)
     ) >= private.paper_limit('files_per_client_hour') then
    return false;
  end if;
  return true;
end;
$$;
revoke all on function paper_rules.may_add(text) from public;
grant execute on function paper_rules.may_add(text) to anon, authenticated, service_role;

create policy papers_added_by_their_sender
  on storage.objects
  for insert
  to anon, authenticated
  with check (bucket_id = 'papers' and paper_rules.may_add(name));
