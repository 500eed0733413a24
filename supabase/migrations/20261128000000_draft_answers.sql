-- A guided draft's answers travel with its request (docs/drafts.md, "Sending").
--
--   submit_request(..., p_draft) stores the answers the builder checked, as
--   {kind, version, lang, answers}, in contact_submissions.draft. The anon key
--   is in the site's code, so the database takes them only in the form it
--   checks (public.draft_problem): a known document kind and version whose
--   request is for that document, at most 16 KB, answers that are a flat
--   object of short ids to strings, no control character in any of them but
--   the line break a list answer is written with. Anything else is refused
--   with SLDRF and nothing is stored.

-- ---------------------------------------------------------------------------
-- The check
-- ---------------------------------------------------------------------------

-- What is wrong with a draft for a request of this document type, or null.
-- Raising a document's version in src/features/drafts/documents adds it here.
create function public.draft_problem(p_draft jsonb, p_document_type text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  v_key   text;
  v_value jsonb;
  v_count integer := 0;
  -- C0 and C1 control characters, the line break (a list answer's) excepted.
  v_control constant text := E'[\\x01-\\x09\\x0b-\\x1f\\x7f-\\x9f]';
begin
  if p_draft is null then
    return null;
  end if;
  if octet_length(p_draft::text) > 16384 then
    return 'size';
  end if;
  if jsonb_typeof(p_draft) <> 'object'
     or (select count(*) from jsonb_object_keys(p_draft)) <> 4
     or not (p_draft ?& array['kind', 'version', 'lang', 'answers'])
     or jsonb_typeof(p_draft -> 'kind') <> 'string'
     or jsonb_typeof(p_draft -> 'version') <> 'number'
     or jsonb_typeof(p_draft -> 'answers') <> 'object' then
    return 'shape';
  end if;
  if (p_draft ->> 'kind', p_draft ->> 'version') not in (
    ('rent-agreement', '1'), ('affidavit', '1'), ('cheque-bounce-notice', '1')
  ) then
    return 'kind';
  end if;
  if p_document_type is distinct from (case p_draft ->> 'kind'
      when 'rent-agreement' then 'rent_agreement'
      when 'affidavit' then 'affidavit'
      when 'cheque-bounce-notice' then 'legal_notice'
    end) then
    return 'document_type';
  end if;
  if coalesce(p_draft ->> 'lang', '') not in ('en', 'hi') then
    return 'shape';
  end if;
  for v_key, v_value in select key, value from jsonb_each(p_draft -> 'answers') loop
    v_count := v_count + 1;
    if v_key !~ '^[A-Za-z][A-Za-z0-9_-]{0,39}$' or jsonb_typeof(v_value) <> 'string' then
      return 'shape';
    end if;
    if (v_value #>> '{}') ~ v_control then
      return 'control';
    end if;
  end loop;
  if v_count > 100 then
    return 'shape';
  end if;
  return null;
end;
$$;

comment on function public.draft_problem(jsonb, text) is
  'What is wrong with a guided draft''s answers for a request of this document type (size, shape, kind, document_type, control), or null when they may be stored.';

revoke all on function public.draft_problem(jsonb, text) from public, anon, authenticated;

alter table public.contact_submissions add column draft jsonb;

-- Whatever writes the row, the answers are in the checked form.
alter table public.contact_submissions
  add constraint contact_submissions_draft_valid
    check (public.draft_problem(draft, document_type) is null);

comment on column public.contact_submissions.draft is
  'A guided draft''s answers, {kind, version, lang, answers}, as checked by public.draft_problem; null for a request from the form.';

-- ---------------------------------------------------------------------------
-- submit_request with the answers
-- ---------------------------------------------------------------------------

-- A new argument is a new signature: the old one goes, or PostgREST would
-- see two functions of one name.
drop function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer);

create function public.submit_request(
  p_request_id    uuid,
  p_name          text,
  p_email         text,
  p_phone         text,
  p_service       text,
  p_document_type text,
  p_urgency       text default 'standard',
  p_message       text default null,
  p_language      text default 'en',
  p_submitted_at  timestamptz default null,
  p_website       text default null,
  p_fill_ms       integer default null,
  p_draft         jsonb default null
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

  if (select count(*) from public.contact_submissions
      where lower(email) = lower(v_email) and created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.contact_submissions
         where phone_key = v_phone and created_at > now() - interval '1 hour') >= 5
     or (v_client is not null and (select count(*) from public.contact_submissions
         where client_key = v_client and created_at > now() - interval '1 hour') >= 20) then
    raise exception 'Too many requests in the last hour' using errcode = 'SLLIM';
  end if;

  insert into public.contact_submissions (
    request_id, order_id, name, email, phone, service, document_type, urgency,
    message, language, submitted_at, client_key, draft
  ) values (
    p_request_id,
    'LP' || nextval('public.contact_order_number_seq'::regclass),
    btrim(p_name), v_email, btrim(p_phone), p_service, p_document_type,
    coalesce(p_urgency, 'standard'), nullif(btrim(p_message), ''), coalesce(p_language, 'en'),
    -- A phone's clock may be wrong: its time is kept within what can be true.
    greatest(least(coalesce(p_submitted_at, now()), now()), now() - interval '31 days'), v_client,
    p_draft
  )
  returning order_id into v_order_id;
  return v_order_id;
end;
$$;

comment on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer, jsonb) is
  'Stores a document request (with a guided draft''s checked answers, or none) and returns its order id; the same request_id again returns the same id and stores nothing. Refusals: 23514 (a CHECK), SLBOT, SLDRF (the draft), SLLIM.';

revoke all on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer, jsonb) from public, anon, authenticated;
grant execute on function public.submit_request(uuid, text, text, text, text, text, text, text, text, timestamptz, text, integer, jsonb)
  to anon, authenticated, service_role;
