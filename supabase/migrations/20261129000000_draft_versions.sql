-- The guided drafts' questions changed (docs/drafts.md, "A new version of
-- the questions"): each document's version is now 2. public.draft_problem
-- accepts version 2 of each kind, and version 1 still, because a draft of
-- version 1 may be waiting in a phone's outbox to be sent. Nothing else in
-- the function changes: it is the function of 20261128000000_draft_answers.sql
-- with the list of versions made longer.

create or replace function public.draft_problem(p_draft jsonb, p_document_type text)
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
    ('rent-agreement', '1'), ('affidavit', '1'), ('cheque-bounce-notice', '1'),
    ('rent-agreement', '2'), ('affidavit', '2'), ('cheque-bounce-notice', '2')
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
