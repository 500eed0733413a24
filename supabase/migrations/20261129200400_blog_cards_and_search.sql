-- The blog list reads cards, a page at a time, and searches on the server
-- (docs/architecture.md, "The blog list").
--
-- A card shows a post's excerpt, or, when it has none, the first 150
-- characters of its text: worked out here (card_excerpt), so the list never
-- downloads a post's text to show it. Search matches a visitor's words in a
-- post's title, excerpt and text (search_text), in either language. Both are
-- generated from the row, so they never lag behind an edit.

-- The readable text of post HTML: no comments, no script or style bodies, no
-- tags (a block's end separates words, an inline tag does not), the usual
-- entities decoded, whitespace collapsed.
create function public.post_text(html text)
  returns text
  language plpgsql
  immutable
  parallel safe
  set search_path = ''
as $$
declare
  v_text text := coalesce(html, '');
  v_entity text[];
  v_code int;
begin
  v_text := regexp_replace(v_text, '<!--.*?-->', ' ', 'g');
  v_text := regexp_replace(v_text, '<(script|style|template|noscript)\M.*?</\1\s*>', ' ', 'gi');
  v_text := regexp_replace(
    v_text,
    '</?(p|div|br|hr|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|thead|tbody|tr|td|th|section|article|aside|header|footer|figure|figcaption|details|summary)\M[^>]*>',
    ' ', 'gi');
  v_text := regexp_replace(v_text, '<[^>]*>', '', 'g');
  for v_entity in select regexp_matches(v_text, '&#(x[0-9a-f]{1,6}|[0-9]{1,7});', 'gi') loop
    v_code := case when lower(left(v_entity[1], 1)) = 'x'
                   then ('x' || lpad(substr(v_entity[1], 2), 8, '0'))::bit(32)::int
                   else v_entity[1]::int end;
    if v_code between 1 and 1114111 and v_code not between 55296 and 57343 then
      v_text := replace(v_text, '&#' || v_entity[1] || ';', chr(v_code));
    end if;
  end loop;
  v_text := replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    v_text, '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&apos;', ''''), '&nbsp;', ' '), '&ndash;', '–'),
    '&mdash;', '—'), '&hellip;', '…'), '&rsquo;', '’'), '&lsquo;', '‘'), '&rdquo;', '”'), '&ldquo;', '“'),
    '&rupee;', '₹');
  v_text := replace(v_text, '&amp;', '&');
  return btrim(regexp_replace(v_text, '\s+', ' ', 'g'));
end;
$$;

-- The excerpt a card shows: the post's own, else the first 150 letters of its
-- text and '...'. A letter is a character with the signs that join it (as a
-- reader counts them): Devanagari vowel signs, virama, nukta, anusvara and
-- visarga, a consonant joined by a virama, combining accents; so a Hindi
-- excerpt is as long to read as an English one and never ends inside a letter.
create function public.card_excerpt(excerpt text, content text)
  returns text
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select coalesce(
    nullif(btrim(excerpt), ''),
    case when t ~ ('^' || signs || '*(?:' || letter || '){151}')
         then rtrim(substring(t from ('^' || signs || '*(?:' || letter || '){150}'))) || '...'
         else t
    end)
  from public.post_text(content) as t,
       -- A sign that belongs to the character before it.
       (values ('[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u200c\u200d\u0300-\u036f]')) as s (signs),
       -- One letter: a character that is not a sign nor a consonant joined to the one before, then its
       -- signs and joined consonants.
       lateral (values ('(?<!\u094d)' || replace(signs, '[', '[^') || '(?:' || signs || '|(?<=\u094d)[\u0915-\u0939\u0958-\u095f])*')) as l (letter)
$$;

-- What a search reads: title, excerpt and text, in one form of Unicode.
create function public.post_search_text(title text, excerpt text, content text)
  returns text
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select normalize(concat_ws(' ', title, excerpt, public.post_text(content)), nfc)
$$;

revoke all on function public.post_text(text) from public, anon, authenticated;
revoke all on function public.card_excerpt(text, text) from public, anon, authenticated;
revoke all on function public.post_search_text(text, text, text) from public, anon, authenticated;

alter table public.blog_posts
  add column card_excerpt text not null generated always as (public.card_excerpt(excerpt, content)) stored,
  add column search_text text not null generated always as (public.post_search_text(title, excerpt, content)) stored;

comment on column public.blog_posts.card_excerpt is
  'What a card shows: the excerpt, else the first 150 characters of the text and ''...'' (generated).';
comment on column public.blog_posts.search_text is
  'Title, excerpt and text, for the list''s search (generated; never downloaded).';

-- A page of the list is one language's posts, newest first: ties broken by id, so that
-- pages never repeat or skip a post.
drop index if exists public.blog_posts_language_created_at_idx;
create index blog_posts_language_created_at_idx on public.blog_posts (language, created_at desc, id);

-- The category filter's buttons, per language: each category once, with how many
-- published posts it has and its newest post's date (the buttons' order). Read with
-- the caller's rights, so row level security shows the public published posts only.
create view public.blog_categories
  with (security_invoker = true)
as
  select language, category, count(*)::int as posts, max(created_at) as newest
    from public.blog_posts
   where published and btrim(category) <> ''
   group by language, category;

comment on view public.blog_categories is
  'Each language''s blog categories with their published posts'' count and newest date.';

grant select on public.blog_categories to anon, authenticated;
