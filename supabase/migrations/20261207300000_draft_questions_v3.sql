-- Version 3 of each guided draft's questions (docs/drafts.md, "A new version
-- of the questions"): the rent agreement asks the district of the premises,
-- a registered lease's schedule (numbers, area, boundaries) and who pays its
-- stamp and fee, and damages for holding over; the affidavit a court case's
-- cause title (court, case, parties, the deponent's place); the cheque-bounce
-- notice what the payee is, the payee's branch and the memo's own date.
--
-- public.draft_question_ids and public.draft_problem are
-- 20261129200300_draft_characters_and_keys.sql's with version 3 added;
-- versions 1 and 2 stay accepted, for drafts still waiting in an outbox.

create or replace function public.draft_question_ids(p_kind text, p_version integer)
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
    when p_kind = 'rent-agreement' and p_version = 3 then array[
      'landlordName', 'landlordRelation', 'landlordParent', 'landlordAge', 'landlordAddress', 'tenantName',
      'tenantRelation', 'tenantParent', 'tenantAge', 'tenantAddress', 'propertyAddress', 'premisesDistrict', 'use',
      'furniture', 'startDate', 'termMonths', 'lockInMonths', 'houseNumber', 'wardNumber', 'premisesArea',
      'boundaryNorth', 'boundarySouth', 'boundaryEast', 'boundaryWest', 'rent', 'dueDay', 'rentMode',
      'increasePercent', 'deposit', 'refundDays', 'noticeMonths', 'holdOverDaily', 'utilities', 'maintenance',
      'propertyTax', 'sublet', 'costsBy', 'estampNumber', 'estampDate', 'estampAmount', 'place', 'signDate']
    when p_kind = 'affidavit' and p_version = 3 then array[
      'deponentName', 'deponentRelation', 'deponentParent', 'deponentAge', 'occupation', 'deponentAddress', 'kind',
      'forCourt', 'purpose', 'court', 'courtPlace', 'caseNumber', 'supports', 'caseKind', 'firstParty',
      'secondParty', 'deponentPlace', 'deponentCapacity', 'oldName', 'newName', 'nameReason', 'residingSince',
      'annualIncome', 'incomeSource', 'subject', 'knownStatements', 'toldStatements', 'toldSource', 'place',
      'signDate']
    when p_kind = 'cheque-bounce-notice' and p_version = 3 then array[
      'payeeKind', 'payeeName', 'payeeBusiness', 'payeeAddress', 'drawerKind', 'drawerName', 'drawerAddress',
      'drawerPersons', 'chequeNumber', 'chequeDate', 'amount', 'bank', 'debt', 'payeeBank', 'presentedDate',
      'memoDate', 'memoIssued', 'memoReason', 'memoReasonOther', 'noticeDate', 'place', 'drawerEmail',
      'drawerWhatsApp', 'noticeReceived']
  end;
$$;

revoke all on function public.draft_question_ids(text, integer) from public, anon, authenticated;

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
    ('rent-agreement', '2'), ('affidavit', '2'), ('cheque-bounce-notice', '2'),
    ('rent-agreement', '3'), ('affidavit', '3'), ('cheque-bounce-notice', '3')
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

revoke all on function public.draft_problem(jsonb, text) from public, anon, authenticated;
