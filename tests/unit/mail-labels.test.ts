/**
 * The customer-messages Edge Function's words (supabase/functions/customer-messages/labels.json)
 * are the site's own: the copy is what tools/mail-labels.ts makes from the catalogues today.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_LABELS_FILE, mailLabels } from '../../tools/mail-labels';

describe('the server e-mails use the words of the site', () => {
  it('labels.json is up to date with the message catalogues (npm run mail-labels)', () => {
    expect(readFileSync(MAIL_LABELS_FILE, 'utf8')).toBe(mailLabels());
  });

  it('has every service, document type, urgency and status in both languages', () => {
    const labels = JSON.parse(mailLabels()) as Record<'en' | 'hi', Record<string, string>>;
    expect(Object.keys(labels.hi)).toEqual(Object.keys(labels.en));
    expect(labels.en['track.status.ready']).toBeTruthy();
    expect(labels.hi['requests.documentType.affidavit']).toBe('शपथ पत्र');
    expect(Object.keys(labels.en).filter((k) => k.startsWith('requests.service.'))).toHaveLength(8);
  });
});
