/**
 * Byte budgets, from dist/ (docs/performance.md, "Bytes"):
 *   - first-load JS of the home page <= 110 KB gzip, of every prerendered page <= 120 KB;
 *   - a first visit, page plus the service worker's install, <= 700 KB gzip;
 *   - each prerendered page's HTML, reported (largest first) so that what a
 *     browser does not need to paint it shows.
 * Prints each budget with its figure and "met" or "missed"; it reports, it
 * does not fail (budgets are watched by `npm run bench`, not by tests).
 *
 *   npm run build && npx tsx tests/bench/budgets.ts [dist]
 */
import path from 'node:path';
import { builtSite, kb } from './bytes.ts';
import { stackFloor } from './floor.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const site = builtSite(dist);
const KB = 1024;

interface Budget {
  what: string;
  figure: string;
  limit: string;
  met: boolean;
}

const pages = site.pages().map((page) => ({ ...page, ...site.firstLoad(page.file) }));
const byUrl = new Map(pages.map((page) => [page.url, page]));
const budgets: Budget[] = [];

for (const url of ['/', '/hi']) {
  const js = byUrl.get(url)!.js;
  budgets.push({ what: `first-load JS of ${url}`, figure: `${kb(js)} KB`, limit: '110 KB', met: js <= 110 * KB });
}
const heaviest = [...pages].sort((a, b) => b.js - a.js);
const over = heaviest.filter((page) => page.js > 120 * KB);
budgets.push({
  what: `first-load JS of every page (${pages.length}); heaviest ${heaviest[0]!.url}`,
  figure: `${kb(heaviest[0]!.js)} KB${over.length ? `, ${over.length} over` : ''}`,
  limit: '120 KB each',
  met: over.length === 0,
});

// What the first visit downloads: the page, then what the worker installs (files counted once).
const install = site.installed();
const lite = site.installed({ savingData: true });
const bytesOf = (files: Iterable<string>) => [...new Set(files)].reduce((n, file) => n + site.wire(file), 0);
for (const url of ['/', '/hi']) {
  const bytes = bytesOf([...byUrl.get(url)!.files, ...install]);
  budgets.push({
    what: `first visit to ${url}, with the worker's install`,
    figure: `${kb(bytes)} KB`,
    limit: '700 KB',
    met: bytes <= 700 * KB,
  });
}
const pagesKnown = site.precached().filter((file) => file.endsWith('index.html'));
const floor = await stackFloor();
const home = byUrl.get('/')!;
const startup = [home.entry, ...home.files.filter((file) => file.startsWith('assets/react-dom-'))].reduce(
  (n, file) => n + site.gz(file),
  0,
);

const lines = [
  '| budget | figure | limit | |',
  '|---|---|---|---|',
  ...budgets.map((b) => `| ${b.what} | ${b.figure} | ${b.limit} | ${b.met ? 'met' : 'missed'} |`),
  '',
  `The worker installs ${install.length} files, ${kb(bytesOf(install))} KB; a visitor who saves data (Save-Data or 2G) ` +
    `gets the shell only: ${lite.length} files, ${kb(bytesOf(lite))} KB, first visit to / ${kb(bytesOf([...byUrl.get('/')!.files, ...lite]))} KB. ` +
    `It keeps the ${pagesKnown.length} prerendered pages (${kb(bytesOf(pagesKnown))} KB) as they are opened, and a language's all at once only on an idle, unmetered connection.`,
  '',
  `Of a page's first-load JS, ${kb(floor.total)} KB gzip are libraries every hydrated page of this stack needs, ` +
    `each bundled alone (tests/bench/floor.ts): ${floor.libraries.map((l) => `${l.name} ${kb(l.gzip)}`).join(', ')}. ` +
    `The entry script and React DOM's chunk (those libraries, the site's frame and routes) are ${kb(startup)} KB.`,
  '',
  'Each prerendered page, largest HTML first (gzip KB):',
  '',
  '| page | HTML | first-load JS | CSS |',
  '|---|---|---|---|',
  ...[...pages]
    .sort((a, b) => b.html - a.html)
    .map((page) => `| ${page.url} | ${kb(page.html)} | ${kb(page.js)} | ${kb(page.css)} |`),
];
console.log(lines.join('\n'));
