-- A status change is saved once (docs/request-tracking.md, "A change is saved
-- once"). The inbox names each change it sends with a key of its own, and asks
-- again with the same key when it cannot tell whether the first call went
-- through (a double click, an answer lost on the way back). The history keeps
-- the key; a key already kept answers with its entry and changes nothing: no
-- second history row, no second e-mail to the customer.

alter table public.request_status_history add column change_key uuid;

alter table public.request_status_history
  add constraint request_status_history_change_key_once unique (change_key);

comment on column public.request_status_history.change_key is
  'The key the inbox sent with this change (set_request_status''s p_change_key); null for the website''s entries and those before it.';

drop function public.set_request_status(text, text, text, text, boolean);

create function public.set_request_status(
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

  if coalesce(p_notify, false) then
    insert into public.customer_mail (submission_id, kind, history_id) values (v_id, 'status', v_entry.id);
  end if;
  return v_entry;
end;
$$;

comment on function public.set_request_status(text, text, uuid, text, text, boolean) is
  'Staff only: sets a request''s status and records it with the notes; p_notify queues the status e-mail to the customer. A p_change_key already recorded answers with its entry and changes nothing. Refusals: 42501 (not staff), 23514 (unknown status or bad note), 23502 (no key), 23505 (the key is another request''s), P0002 (no such order).';

revoke all on function public.set_request_status(text, text, uuid, text, text, boolean) from public, anon, authenticated;
grant execute on function public.set_request_status(text, text, uuid, text, text, boolean) to authenticated, service_role;
