-- Blog posts in two languages (docs/architecture.md, "A bilingual blog").
--
-- Every post has one language (blog_posts.language) and lives at one address
-- in it: /blog/{slug} in English, /hi/blog/{slug} in Hindi. A post written
-- as the translation of another names its original in translation_of; the
-- pair is what the language toggle and the hreflang tags link, so the
-- database keeps a pair a pair:
--   - the original is in the other language (no English "translation" of an
--     English post);
--   - an original has at most one translation (two languages, one pair);
--   - a translation is not itself an original, nor the original a
--     translation: no chains.
-- Deleting the original unlinks its translation (it stays published).

alter table public.blog_posts
  add column translation_of uuid references public.blog_posts (id) on delete set null,
  add constraint blog_posts_translation_not_itself check (translation_of <> id);

comment on column public.blog_posts.translation_of is
  'The post this one translates (in the other language); null for an original or a post with no translation.';

create unique index blog_posts_translation_of_key on public.blog_posts (translation_of);

-- The blog list reads one language's posts, newest first.
create index blog_posts_language_created_at_idx on public.blog_posts (language, created_at desc);

create function public.blog_posts_check_translation()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  v_original public.blog_posts%rowtype;
begin
  if new.translation_of is not null then
    select * into v_original from public.blog_posts where id = new.translation_of;
    if v_original.language = new.language then
      raise exception 'A translation is in the other language than its original (both %)', new.language
        using errcode = '23514';
    end if;
    if v_original.translation_of is not null then
      raise exception 'The original of a translation cannot itself be a translation'
        using errcode = '23514';
    end if;
    if exists (select 1 from public.blog_posts where translation_of = new.id) then
      raise exception 'A post with a translation cannot itself be a translation'
        using errcode = '23514';
    end if;
  end if;
  -- An original whose language changes must stay in the other language than its translation.
  if exists (select 1 from public.blog_posts where translation_of = new.id and language = new.language) then
    raise exception 'A post and its translation are in different languages (both %)', new.language
      using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger blog_posts_check_translation
  before insert or update of translation_of, language on public.blog_posts
  for each row execute function public.blog_posts_check_translation();
