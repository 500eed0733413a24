-- The firm's side of papers and the finished document (docs/security.md,
-- "Papers"; docs/request-tracking.md, "The finished document").
--
--   - Staff list a request's papers (request_papers) and open each through a
--     short-lived signed link; the select policy lets a staff member read a
--     paper only just after log_paper_read recorded it (who, when, which
--     file), so no read goes unlogged. Staff may delete a paper.
--   - The finished document lives in the database (request_documents),
--     attached by staff, read by the client with the order number and
--     contact (fetch_document, as track_request limits it) or by the device
--     that sent the request (fetch_my_document). anon reads nothing of the
--     bucket, ever.
--   - Retention: papers_to_delete tells the papers function what to delete
--     through the Storage API (a SQL delete would leave the files): papers of
--     requests delivered or cancelled papers_keep_days ago, and at once those
--     whose client asked (erase_papers) or whose bytes are not their type.

-- ---------------------------------------------------------------------------
-- What happened to each paper: reads, deletions, the type check
-- ---------------------------------------------------------------------------

create table public.paper_events (
  id            bigint generated always as identity primary key,
  submission_id bigint      references public.contact_submissions (id) on delete cascade,
  object_name   text        not null,
  event         text        not null check (event in ('read', 'deleted', 'checked', 'refused')),
  staff_id      uuid,
  note          text        check (char_length(note) <= 200),
  at            timestamptz not null default now()
);
create index paper_events_object on public.paper_events (object_name, at desc);
alter table public.paper_events enable row level security;
grant select on public.paper_events to authenticated;
create policy paper_events_read_staff on public.paper_events for select to authenticated using (public.is_staff());

-- A staff member opens a paper: the read is recorded first (the select policy below needs it).
create function public.log_paper_read(p_object_name text)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_submission bigint;
begin
  if not public.is_staff() then
    raise exception 'Staff only' using errcode = '42501';
  end if;
  select submission_id into v_submission from private.paper_keys where key_hash = private.paper_key_hash(p_object_name);
  if not found or not exists (select 1 from storage.objects where bucket_id = 'papers' and name = p_object_name) then
    raise exception 'No such paper' using errcode = 'P0002';
  end if;
  insert into public.paper_events (submission_id, object_name, event, staff_id)
  values (v_submission, p_object_name, 'read', auth.uid());
end;
$$;
revoke all on function public.log_paper_read(text) from public, anon, authenticated;
grant execute on function public.log_paper_read(text) to authenticated, service_role;

-- Whether this staff member recorded a read of the paper in the last minute.
create function paper_rules.read_logged(p_name text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.is_staff() and exists (
    select 1 from public.paper_events
     where object_name = p_name and event = 'read' and staff_id = auth.uid() and at > now() - interval '1 minute');
$$;
revoke all on function paper_rules.read_logged(text) from public;
grant execute on function paper_rules.read_logged(text) to authenticated, service_role;

create policy papers_read_by_staff_when_logged
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'papers' and paper_rules.read_logged(name));

create policy papers_deleted_by_staff
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'papers' and public.is_staff());

-- A request's papers, for the inbox: each file with its size, type, when it
-- came and whether its bytes were checked.
create function public.request_papers(p_order_id text)
  returns table (object_name text, content_type text, size bigint, created_at timestamptz, checked text)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Staff only' using errcode = '42501';
  end if;
  return query
    select o.name, o.metadata ->> 'mimetype', (o.metadata ->> 'size')::bigint, o.created_at,
           (select e.event from public.paper_events e
             where e.object_name = o.name and e.event in ('checked', 'refused') order by e.at desc limit 1)
      from public.contact_submissions s,
           lateral private.request_paper_objects(s.id) o
     where s.order_id = p_order_id
     order by o.created_at;
end;
$$;
revoke all on function public.request_papers(text) from public, anon, authenticated;
grant execute on function public.request_papers(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The client erases their papers (/track, order number and contact)
-- ---------------------------------------------------------------------------

create function public.erase_papers(p_order_id text, p_contact text)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_tracked jsonb := public.track_request(p_order_id, p_contact);
  v_id      bigint;
begin
  if v_tracked is null then
    return false;
  end if;
  select id into v_id from public.contact_submissions where order_id = v_tracked ->> 'order_id';
  insert into private.paper_erasures (submission_id) values (v_id) on conflict do nothing;
  return true;
end;
$$;
comment on function public.erase_papers(text, text) is
  'The papers of this request are deleted at once (by the papers function) and it takes no more. False: no match.';
revoke all on function public.erase_papers(text, text) from public, anon, authenticated;
grant execute on function public.erase_papers(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The finished document
-- ---------------------------------------------------------------------------

create table public.request_documents (
  submission_id   bigint      primary key references public.contact_submissions (id) on delete cascade,
  file_name       text        not null check (char_length(file_name) between 1 and 120 and file_name !~ '[/\\[:cntrl:]]'),
  content_type    text        not null check (content_type in (
                    'application/pdf',
                    'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  bytes           bytea       not null check (octet_length(bytes) between 1 and 10485760),
  attached_by     uuid,
  attached_at     timestamptz not null default now(),
  available_until timestamptz not null
);
alter table public.request_documents enable row level security;
grant select on public.request_documents to authenticated;
create policy request_documents_read_staff on public.request_documents for select to authenticated using (public.is_staff());

-- The bytes' first marks: %PDF, or a ZIP (a .docx is one).
create function private.document_type_problem(p_type text, p_bytes bytea)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select case p_type
    when 'application/pdf' then substring(p_bytes from 1 for 4) <> '\x25504446'::bytea
    else substring(p_bytes from 1 for 4) <> '\x504b0304'::bytea
  end;
$$;
revoke all on function private.document_type_problem(text, bytea) from public;

create function public.attach_document(p_order_id text, p_file_name text, p_content_type text, p_base64 text)
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
  select id into v_id from public.contact_submissions where order_id = p_order_id;
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
  return v_until;
end;
$$;
revoke all on function public.attach_document(text, text, text, text) from public, anon, authenticated;
grant execute on function public.attach_document(text, text, text, text) to authenticated, service_role;

create function private.document_json(p_submission_id bigint)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select jsonb_build_object(
           'file_name', d.file_name, 'content_type', d.content_type, 'size', octet_length(d.bytes),
           'attached_at', d.attached_at, 'available_until', d.available_until,
           'base64', translate(encode(d.bytes, 'base64'), E'\n', ''))
    from public.request_documents d
   where d.submission_id = p_submission_id and d.available_until > now();
$$;
revoke all on function private.document_json(bigint) from public;

create function public.fetch_document(p_order_id text, p_contact text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_tracked jsonb := public.track_request(p_order_id, p_contact);
begin
  if v_tracked is null then
    return null;
  end if;
  return private.document_json((select id from public.contact_submissions where order_id = v_tracked ->> 'order_id'));
end;
$$;
comment on function public.fetch_document(text, text) is
  'The finished document of this request (order id and contact, as track_request checks and limits them), or null.';
revoke all on function public.fetch_document(text, text) from public, anon, authenticated;
grant execute on function public.fetch_document(text, text) to anon, authenticated, service_role;

create function public.fetch_my_document(p_request_id uuid)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if private.over_budget('track', public.request_client_key(), 120) then
    raise exception 'Too many lookups from this address in the last hour' using errcode = 'SLLIM';
  end if;
  return private.document_json((select id from public.contact_submissions where request_id = p_request_id));
end;
$$;
comment on function public.fetch_my_document(uuid) is
  'The finished document of the request with this request id (the device that sent it), or null. Refusal: SLLIM.';
revoke all on function public.fetch_my_document(uuid) from public, anon, authenticated;
grant execute on function public.fetch_my_document(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Retention, run by the papers function with the service role
-- ---------------------------------------------------------------------------

-- The papers due for deletion now, and why; documents past their period go at once.
create function public.papers_to_delete(p_limit integer default 100)
  returns table (object_name text, why text)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  delete from public.request_documents where available_until <= now();
  delete from private.paper_keys k
   where k.created_at < now() - make_interval(days => private.paper_limit('key_days'))
     and not exists (select 1 from storage.objects o where o.bucket_id = 'papers' and private.paper_key_hash(o.name) = k.key_hash);
  return query
    select o.name,
           case when e.submission_id is not null then 'erased'
                when r.event = 'refused' then 'refused'
                else 'kept_days' end
      from storage.objects o
      join private.paper_keys k on k.key_hash = private.paper_key_hash(o.name)
      join public.contact_submissions s on s.id = k.submission_id
      left join private.paper_erasures e on e.submission_id = s.id
      left join lateral (select pe.event from public.paper_events pe
                          where pe.object_name = o.name and pe.event = 'refused' limit 1) r on true
     where o.bucket_id = 'papers'
       and (e.submission_id is not null
            or r.event is not null
            or (s.status in ('delivered', 'cancelled')
                and s.status_changed_at < now() - make_interval(days => private.paper_limit('papers_keep_days'))))
     limit greatest(1, least(p_limit, 1000));
end;
$$;
revoke all on function public.papers_to_delete(integer) from public, anon, authenticated;
grant execute on function public.papers_to_delete(integer) to service_role;

-- The papers to check: stored, not yet checked or refused.
create function public.papers_to_check(p_limit integer default 20)
  returns table (object_name text, content_type text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.name, o.metadata ->> 'mimetype'
    from storage.objects o
   where o.bucket_id = 'papers'
     and not exists (select 1 from public.paper_events e
                      where e.object_name = o.name and e.event in ('checked', 'refused'))
   order by o.created_at
   limit greatest(1, least(p_limit, 200));
$$;
revoke all on function public.papers_to_check(integer) from public, anon, authenticated;
grant execute on function public.papers_to_check(integer) to service_role;

-- What the papers function did: a check's verdict, or a deletion through the Storage API.
create function public.record_paper_event(p_object_name text, p_event text, p_note text default null)
  returns void
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  insert into public.paper_events (submission_id, object_name, event, note)
  select (select submission_id from private.paper_keys where key_hash = private.paper_key_hash(p_object_name)),
         p_object_name, p_event, left(p_note, 200)
   where p_event in ('checked', 'refused', 'deleted');
$$;
revoke all on function public.record_paper_event(text, text, text) from public, anon, authenticated;
grant execute on function public.record_paper_event(text, text, text) to service_role;

-- A staff member deleted a paper through the Storage API: recorded once it is gone.
create function public.log_paper_deleted(p_object_name text)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Staff only' using errcode = '42501';
  end if;
  if exists (select 1 from storage.objects where bucket_id = 'papers' and name = p_object_name) then
    raise exception 'The paper is still there' using errcode = '55000';
  end if;
  insert into public.paper_events (submission_id, object_name, event, staff_id)
  select (select submission_id from private.paper_keys where key_hash = private.paper_key_hash(p_object_name)),
         p_object_name, 'deleted', auth.uid();
end;
$$;
revoke all on function public.log_paper_deleted(text) from public, anon, authenticated;
grant execute on function public.log_paper_deleted(text) to authenticated, service_role;
