/**
 * Writes supabase/functions/customer-messages/labels.json: the words the server's
 * e-mails to customers use (service, document type, urgency, status, the
 * newsletter link's subject and text), taken
 * from the site's message catalogues so that the e-mail and the site say the
 * same thing. The Edge Function cannot import from src/ (Supabase deploys the
 * functions folder alone), so it gets this copy; tests/unit/mail-labels.test.ts
 * fails when the copy is stale. Run `npm run mail-labels` after changing those
 * messages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '..');
export const MAIL_LABELS_FILE = join(root, 'supabase/functions/customer-messages/labels.json');

const CATALOGUES = [
  'src/features/requests/messages',
  'src/features/tracking/messages',
  'src/features/newsletter/messages',
];
const WANTED = /^(requests\.(service|documentType|urgency)|track\.(status|about|documentReady)|newsletter\.mail)\./;

export function mailLabels(): string {
  const labels: Record<string, Record<string, string>> = {};
  for (const lang of ['en', 'hi']) {
    const picked: Record<string, string> = {};
    for (const dir of CATALOGUES) {
      const messages = JSON.parse(readFileSync(join(root, dir, `${lang}.json`), 'utf8')) as Record<string, string>;
      for (const [id, text] of Object.entries(messages)) if (WANTED.test(id)) picked[id] = text;
    }
    labels[lang] = Object.fromEntries(Object.entries(picked).sort(([a], [b]) => a.localeCompare(b)));
  }
  return `${JSON.stringify(labels, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MAIL_LABELS_FILE, mailLabels());
  console.log(`wrote ${MAIL_LABELS_FILE}`);
}
