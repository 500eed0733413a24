/**
 * What hosted Supabase has before any migration runs, made by the local
 * stack when missing (idempotent; never in a migration): the API roles and
 * default privileges, the parts of Supabase Auth's and Supabase Storage's
 * schemas the migrations and the local servers use, and the Supabase CLI's
 * bookkeeping. supabase/local/README.md, "What the bootstrap does".
 */
/** The roles and default privileges, Auth's stand-in and the CLI's tables. */
export const BOOTSTRAP_SQL = `
do $bootstrap$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$bootstrap$;

grant anon, authenticated, service_role to authenticator;

-- PostgREST connects as the user that ran the migrations and switches to the
-- role of each request's JWT (SET LOCAL ROLE), as it does on Supabase from
-- authenticator. A superuser may switch to any role; anyone else needs the
-- membership.
do $membership$
begin
  if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$membership$;

-- As on Supabase: the API roles may use public, and everything the migrations
-- create there is granted to them. Row level security, not a missing grant, is
-- what keeps private tables private.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Supabase Auth's schema, as far as the migrations and the local sign-in
-- (supabase/local/auth.ts) use it: the users table's columns of the same
-- names and auth.uid() / auth.role() / auth.jwt() reading the request's JWT
-- claims as PostgREST sets them. Hosted projects have the real one.
create schema if not exists auth;
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create or replace function auth.jwt() returns jsonb language sql stable as $fn$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$fn$;
create or replace function auth.uid() returns uuid language sql stable as $fn$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$fn$;
create or replace function auth.role() returns text language sql stable as $fn$
  select nullif(auth.jwt() ->> 'role', '')
$fn$;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;
-- Only the local sign-in reads and adds users, with the service role.
grant select, insert, update on auth.users to service_role;

-- The Supabase CLI's bookkeeping tables, same shape.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
`;

/**
 * Supabase Storage's schema as hosted projects have it (supabase/storage's
 * tenant migrations), as far as the policies and the local storage server
 * (storage.ts) use it: buckets, objects with their owner, metadata and
 * version, the path helpers policies call, RLS on both tables, and the guard
 * that refuses a plain SQL delete (only the Storage API, which sets
 * storage.allow_delete_query, deletes: a row deleted in SQL would leave its
 * file behind). The API roles get the tables, as there; policies decide.
 */
export const STORAGE_BOOTSTRAP_SQL = `
create schema if not exists storage;
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  unique (bucket_id, name)
);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $fn$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$fn$;
create or replace function storage.filename(name text) returns text language plpgsql immutable as $fn$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$fn$;
create or replace function storage.extension(name text) returns text language plpgsql immutable as $fn$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$fn$;
create or replace function storage.operation() returns text language plpgsql stable as $fn$
begin
  return current_setting('storage.operation', true);
end
$fn$;
create or replace function storage.protect_delete() returns trigger language plpgsql as $fn$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$fn$;
do $triggers$
begin
  if not exists (select from pg_catalog.pg_trigger where tgname = 'protect_objects_delete') then
    create trigger protect_objects_delete before delete on storage.objects
      for each statement execute function storage.protect_delete();
    create trigger protect_buckets_delete before delete on storage.buckets
      for each statement execute function storage.protect_delete();
  end if;
end
$triggers$;

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on all functions in schema storage to anon, authenticated, service_role;
`;
