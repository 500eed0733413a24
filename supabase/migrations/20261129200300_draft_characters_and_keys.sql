-- Draft answers are text a Word file can hold and that reads as it is stored
-- (docs/drafts.md, "Sending"; docs/security.md, "Draft answers").
--
--   - No Unicode non-character (U+FDD0-U+FDEF, the last two code points of
--     every plane: U+FFFE, U+FFFF, U+1FFFE, ...): XML may not carry them, and
--     Word offers to repair a file that does.
--   - No bidirectional control (U+202A-U+202E embeddings and overrides,
--     U+2066-U+2069 isolates, U+200E / U+200F / U+061C marks): they make text
--     read otherwise than it is stored. Hindi and English never need them;
--     the joiners U+200C / U+200D that Devanagari needs stay.
--   - Every answer's key is a question of that document's version
--     (public.draft_question_ids: version 2 generated from the builder's
--     specs, tests/integration/draft-answers.test.ts fails when it is stale;
--     version 1 as its specs were, for drafts still waiting in an outbox).
--
-- public.draft_problem is 20261129000000_draft_versions.sql's with these
-- checks added; its list of versions is unchanged.

-- The question ids of a document's version; null for a version it does not know.
create function public.draft_question_ids(p_kind text, p_version integer)
  returns text[]
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when p_kind = 'rent-agreement' and p_version = 1 then array[
      'landlordName', 'landlordParent', 'landlordAddress', 'tenantName', 'tenantParent', 'tenantAddress',
      'propertyAddress', 'use', 'furniture', 'startDate', 'termMonths', 'lockInMonths', 'rent', 'dueDay',
      'increasePercent', 'deposit', 'noticeMonths', 'utilities', 'maintenance', 'sublet', 'place', 'signDate']
    when p_kind = 'affidavit' and p_version = 1 then array[
      'deponentName', 'deponentParent', 'deponentAddress', 'age', 'occupation', 'kind', 'purpose', 'forCourt',
      'oldName', 'newName', 'nameReason', 'residingSince', 'annualIncome', 'incomeSource', 'subject',
      'knownStatements', 'toldStatements', 'place', 'signDate']
    when p_kind = 'cheque-bounce-notice' and p_version = 1 then array[
      'payeeName', 'payeeAddress', 'drawerName', 'drawerAddress', 'chequeNumber', 'chequeDate', 'amount', 'bank',
      'debt', 'memoDate', 'memoReason', 'memoReasonOther', 'noticeDate', 'noticeReceived', 'place']
    when p_kind = 'rent-agreement' and p_version = 2 then array[
      'landlordName', 'landlordRelation', 'landlordParent', 'landlordAge', 'landlordAddress', 'tenantName',
      'tenantRelation', 'tenantParent', 'tenantAge', 'tenantAddress', 'propertyAddress', 'use', 'furniture',
      'startDate', 'termMonths', 'lockInMonths', 'rent', 'dueDay', 'rentMode', 'increasePercent', 'deposit',
      'refundDays', 'noticeMonths', 'utilities', 'maintenance', 'propertyTax', 'sublet', 'estampNumber',
      'estampDate', 'estampAmount', 'place', 'signDate']
    when p_kind = 'affidavit' and p_version = 2 then array[
      'deponentName', 'deponentRelation', 'deponentParent', 'deponentAge', 'occupation', 'deponentAddress', 'kind',
      'purpose', 'forCourt', 'courtName', 'oldName', 'newName', 'nameReason', 'residingSince', 'annualIncome',
      'incomeSource', 'subject', 'knownStatements', 'toldStatements', 'toldSource', 'place', 'signDate']
    when p_kind = 'cheque-bounce-notice' and p_version = 2 then array[
      'payeeName', 'payeeAddress', 'drawerKind', 'drawerName', 'drawerAddress', 'drawerPersons', 'chequeNumber',
      'chequeDate', 'amount', 'bank', 'debt', 'presentedDate', 'memoDate', 'memoReason', 'memoReasonOther',
      'noticeDate', 'place', 'drawerEmail', 'drawerWhatsApp', 'noticeReceived']
  end;
$$;

revoke all on function public.draft_question_ids(text, integer) from public, anon, authenticated;

-- What is wrong with a draft for a request of this document type, or null.
-- Raising a document's version in src/features/drafts/documents adds it here
-- and in public.draft_question_ids.
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
  v_ids   text[];
  -- C0 and C1 control characters, the line break (a list answer's) excepted.
  v_control constant text := E'[\\x01-\\x09\\x0b-\\x1f\\x7f-\\x9f]';
  -- Non-characters and bidirectional controls (above).
  v_unsafe  constant text := '[\uFDD0-\uFDEF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069'
    || (select string_agg(format('\U%sFFFE-\U%sFFFF', lpad(to_hex(plane), 4, '0'), lpad(to_hex(plane), 4, '0')), '')
          from generate_series(0, 16) plane)
    || ']';
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
  v_ids := public.draft_question_ids(p_draft ->> 'kind', (p_draft ->> 'version')::integer);
  for v_key, v_value in select key, value from jsonb_each(p_draft -> 'answers') loop
    v_count := v_count + 1;
    if v_key !~ '^[A-Za-z][A-Za-z0-9_-]{0,39}$' or jsonb_typeof(v_value) <> 'string' then
      return 'shape';
    end if;
    if v_ids is null or not (v_key = any(v_ids)) then
      return 'key';
    end if;
    if (v_value #>> '{}') ~ v_control then
      return 'control';
    end if;
    if (v_value #>> '{}') ~ v_unsafe then
      return 'character';
    end if;
  end loop;
  if v_count > 100 then
    return 'shape';
  end if;
  return null;
end;
$$;

comment on function public.draft_problem(jsonb, text) is
  'What is wrong with a guided draft''s answers for a request of this document type (size, shape, kind, document_type, key, control, character), or null when they may be stored.';
