/**
 * The archive `npm run bench:scale` measures the site with
 * (docs/performance.md, "Headers, and the blog at 1,000 posts"), generated in
 * the database, not kept in the repository: `posts` published posts in each
 * language, about as long as the seeded ones (6 KB of HTML, covers, tags,
 * some without an excerpt), older than the seed's, and `requests` document
 * requests for the firm's inbox, their customer e-mails marked sent (the
 * local stack would otherwise send them all).
 */
import { openPglite, prepareDatabase } from '../../supabase/local/db.ts';
import { REPO_ROOT } from '../../supabase/local/stack.ts';
import path from 'node:path';

const postsSql = (perLanguage: number) => `
insert into public.blog_posts
  (title, slug, content, excerpt, category, language, created_at, author, reading_time, tags, image_url)
select
  case lang
    when 'en' then format('Archive note %s: stamp duty, registration and the notary in Madhya Pradesh', n)
    else format('पुराना लेख %s: मध्य प्रदेश में स्टाम्प शुल्क, रजिस्ट्री और नोटरी', n) end,
  format('scale-%s-%s', lang, n),
  (select string_agg(
     case lang
       when 'en' then format(
         '<h2>Section %1$s of note %2$s</h2><p>A rent agreement, an affidavit or a sale deed in Satna needs the right stamp duty, paid as an e-stamp through Sampada 2.0, and in some cases registration at the sub-registrar''s office. Note %2$s explains step %1$s with the documents to bring and the fees to expect.</p><p>Keep a copy of every receipt, check the e-stamp certificate number on the portal, and ask the firm when a clause is unclear.</p>',
         s, n)
       else format(
         '<h2>लेख %2$s का भाग %1$s</h2><p>सतना में किरायानामा, शपथ पत्र या बैनामा के लिए सही स्टाम्प शुल्क देना होता है, जो संपदा 2.0 से ई-स्टाम्प के रूप में जमा होता है, और कुछ मामलों में उप-पंजीयक कार्यालय में रजिस्ट्री भी करानी पड़ती है। लेख %2$s में चरण %1$s, ज़रूरी दस्तावेज़ और शुल्क बताए गए हैं।</p>',
         s, n)
     end, '')
   from generate_series(1, case lang when 'en' then 8 else 6 end) as s),
  case when n % 5 = 0 then null
       when lang = 'en' then format('What note %s covers: the duty, the e-stamp, registration and the documents to bring.', n)
       else format('लेख %s में: स्टाम्प शुल्क, ई-स्टाम्प, रजिस्ट्री और ज़रूरी दस्तावेज़।', n) end,
  (array['Property', 'Legal Documents', 'Government Portals', 'Consumer Rights'])[1 + n % 4],
  lang,
  timestamptz '2025-06-01 10:00+05:30' - make_interval(hours => n * 7 + case lang when 'en' then 0 else 3 end),
  case when n % 3 = 0 then null else 'Adv. Archive Author' end,
  4 + n % 6,
  array['stamp duty', 'registration', format('note %s', n)],
  (array[
    '/images/blog/rent-agreement-madhya-pradesh-guide-960.webp',
    '/images/blog/e-stamp-madhya-pradesh-how-it-works-960.webp',
    '/images/blog/affidavit-format-notary-executive-magistrate-960.webp'
  ])[1 + n % 3]
from generate_series(1, ${perLanguage}) as n, unnest(array['en', 'hi']) as lang;
`;

const requestsSql = (count: number) => `
insert into public.contact_submissions
  (request_id, order_id, name, email, phone, service, document_type, urgency, message, language, created_at, submitted_at)
select
  gen_random_uuid(),
  'LP' || (5000000 + n),
  (array['Asha Verma', 'Ravi Patel', 'Sunita Mishra', 'Imran Khan', 'Kavita Sharma', 'Deepak Tiwari'])[1 + n % 6],
  format('client%s@example.in', n),
  '98' || lpad(n::text, 8, '0'),
  (array['legal_documentation', 'document_review', 'stamp_papers', 'will_creation'])[1 + n % 4],
  (array['rent_agreement', 'affidavit', 'sale_deed', 'power_of_attorney', 'will'])[1 + n % 5],
  (array['urgent', 'standard', 'relaxed'])[1 + n % 3],
  case when n % 2 = 0 then 'Please call me in the evening about the stamp paper.' end,
  (array['en', 'hi'])[1 + n % 2],
  now() - make_interval(mins => n * 9),
  now() - make_interval(mins => n * 9)
from generate_series(1, ${count}) as n;
update public.customer_mail set sent_at = now() where sent_at is null;
`;

/** A fresh local database in `dataDir` with the migrations, the seed and the generated archive. */
export async function seedScale(dataDir: string, options: { postsPerLanguage: number; requests: number }) {
  const db = await openPglite(path.join(dataDir, 'db'));
  try {
    await prepareDatabase(db, {
      migrationsDir: path.join(REPO_ROOT, 'supabase/migrations'),
      seedFile: path.join(REPO_ROOT, 'supabase/seed.sql'),
    });
    if (options.postsPerLanguage) await db.exec(postsSql(options.postsPerLanguage));
    if (options.requests) await db.exec(requestsSql(options.requests));
    const [posts] = await db.query<{ n: number }>('select count(*)::int as n from public.blog_posts where published');
    const [requests] = await db.query<{ n: number }>('select count(*)::int as n from public.contact_submissions');
    return { posts: posts!.n, requests: requests!.n };
  } finally {
    await db.close();
  }
}
