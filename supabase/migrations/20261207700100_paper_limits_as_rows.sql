-- The papers' per-client limits are rows of private.rate_limits (docs/security.md,
-- "Who a limit counts"), read through private.rate_limit / hourly_limit, which
-- raise on a missing name. What is not a rate stays in private.paper_limits
-- (a request's quotas, the keys' and retention periods), and
-- private.paper_limit now raises on a missing name too: a deleted row never
-- switches a limit off.

insert into private.rate_limits (name, maximum, per, counts) values
  ('papers_per_client', 60, interval '1 hour',
   'papers stored through the keys one client opened (public.request_client_key), whatever the request');
delete from private.paper_limits where name = 'files_per_client_hour';

create or replace function private.paper_limit(p_name text)
  returns integer
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  v_value integer;
begin
  select value into v_value from private.paper_limits where name = p_name;
  if not found then
    raise exception 'No limit named % in private.paper_limits', p_name using errcode = '55000';
  end if;
  return v_value;
end;
$$;
revoke all on function private.paper_limit(text) from public, anon, authenticated;

create or replace function paper_rules.may_add(p_name text)
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
  v_per_client private.rate_limits;
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
  v_per_client := private.rate_limit('papers_per_client');
  if v_key.client_key is not null and (
       select count(*) from storage.objects o
        where o.bucket_id = 'papers' and o.created_at > now() - v_per_client.per
          and private.paper_key_hash(o.name) in (select key_hash from private.paper_keys where client_key = v_key.client_key)
     ) >= v_per_client.maximum then
    return false;
  end if;
  return true;
end;
$$;

-- "My requests" shares /track's lookups: the same hourly budget per client.
create or replace function public.fetch_my_document(p_request_id uuid)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if private.over_budget('track', public.request_client_key(), private.hourly_limit('track_per_client')) then
    raise exception 'Too many lookups from this address in the last hour' using errcode = 'SLLIM';
  end if;
  return private.document_json((select id from public.contact_submissions where request_id = p_request_id));
end;
$$;

comment on function public.fetch_my_document(uuid) is
  'The finished document of the request with this request id (the device that sent it), or null. Refusal: SLLIM (private.rate_limits: track_per_client, with track_request and track_my_requests).';
