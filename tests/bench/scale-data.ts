/**
 * The archive `npm run bench:scale` measures the site with
 * (docs/performance.md, "Headers, and the blog at 1,000 posts"), generated,
 * not kept in the repository: `posts` published posts in each
 * language, about as long as the seeded ones (6 KB of HTML, covers, tags,
 * some without an excerpt; `scalePosts`, which the blog's tests at 1,000
 * posts insert too), mostly older than the seed's, and `requests` document
 * requests for the firm's inbox, their customer e-mails marked sent (the
 * local stack would otherwise send them all).
 */
import { openPglite, prepareDatabase } from '../../supabase/local/db.ts';
import { REPO_ROOT } from '../../supabase/local/stack.ts';
import path from 'node:path';

type Lang = 'en' | 'hi';

/** One generated post: the columns the archive fills (the database derives the rest). */
export interface ScalePost {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  category: string;
  language: Lang;
  created_at: string;
  author: string | null;
  reading_time: number;
  tags: string[];
  image_url: string;
}

const CATEGORIES = ['Property', 'Legal Documents', 'Government Portals', 'Consumer Rights'];
const COVERS = [
  '/images/blog/rent-agreement-madhya-pradesh-guide-960.webp',
  '/images/blog/e-stamp-madhya-pradesh-how-it-works-960.webp',
  '/images/blog/affidavit-format-notary-executive-magistrate-960.webp',
];
const NEWEST = Date.parse('2025-06-01T10:00:00+05:30');

const section = (lang: Lang, s: number, n: number) =>
  lang === 'en'
    ? `<h2>Section ${s} of note ${n}</h2><p>A rent agreement, an affidavit or a sale deed in Satna needs the right stamp duty, paid as an e-stamp through Sampada 2.0, and in some cases registration at the sub-registrar's office. Note ${n} explains step ${s} with the documents to bring and the fees to expect.</p><p>Keep a copy of every receipt, check the e-stamp certificate number on the portal, and ask the firm when a clause is unclear.</p>`
    : `<h2>लेख ${n} का भाग ${s}</h2><p>सतना में किरायानामा, शपथ पत्र या बैनामा के लिए सही स्टाम्प शुल्क देना होता है, जो संपदा 2.0 से ई-स्टाम्प के रूप में जमा होता है, और कुछ मामलों में उप-पंजीयक कार्यालय में रजिस्ट्री भी करानी पड़ती है। लेख ${n} में चरण ${s}, ज़रूरी दस्तावेज़ और शुल्क बताए गए हैं।</p>`;

/**
 * The generated archive: `perLanguage` posts in each language, every seventh
 * hour back from 1 June 2025, their slugs `scale-{language}-{n}` (the
 * e2e test removes them by that prefix).
 */
export function scalePosts(perLanguage: number): ScalePost[] {
  return Array.from({ length: perLanguage }, (_, i) => i + 1).flatMap((n) =>
    (['en', 'hi'] as const).map((lang) => ({
      title:
        lang === 'en'
          ? `Archive note ${n}: stamp duty, registration and the notary in Madhya Pradesh`
          : `पुराना लेख ${n}: मध्य प्रदेश में स्टाम्प शुल्क, रजिस्ट्री और नोटरी`,
      slug: `scale-${lang}-${n}`,
      content: Array.from({ length: lang === 'en' ? 8 : 6 }, (_, s) => section(lang, s + 1, n)).join(''),
      excerpt:
        n % 5 === 0
          ? null
          : lang === 'en'
            ? `What note ${n} covers: the duty, the e-stamp, registration and the documents to bring.`
            : `लेख ${n} में: स्टाम्प शुल्क, ई-स्टाम्प, रजिस्ट्री और ज़रूरी दस्तावेज़।`,
      category: CATEGORIES[n % 4]!,
      language: lang,
      created_at: new Date(NEWEST - (n * 7 + (lang === 'en' ? 0 : 3)) * 3_600_000).toISOString(),
      author: n % 3 === 0 ? null : 'Adv. Archive Author',
      reading_time: 4 + (n % 6),
      tags: ['stamp duty', 'registration', `note ${n}`],
      image_url: COVERS[n % 3]!,
    })),
  );
}

const POST_COLUMNS =
  'title, slug, content, excerpt, category, language, created_at, author, reading_time, tags, image_url';
/** The statement and its parameter that insert the archive, as the database's owner runs it. */
export const insertScalePosts = (perLanguage: number): [string, unknown[]] => [
  `insert into public.blog_posts (${POST_COLUMNS})
   select ${POST_COLUMNS} from json_populate_recordset(null::public.blog_posts, $1::json)`,
  [JSON.stringify(scalePosts(perLanguage))],
];

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
    if (options.postsPerLanguage) await db.query(...insertScalePosts(options.postsPerLanguage));
    if (options.requests) await db.exec(requestsSql(options.requests));
    const [posts] = await db.query<{ n: number }>('select count(*)::int as n from public.blog_posts where published');
    const [requests] = await db.query<{ n: number }>('select count(*)::int as n from public.contact_submissions');
    return { posts: posts!.n, requests: requests!.n };
  } finally {
    await db.close();
  }
}
