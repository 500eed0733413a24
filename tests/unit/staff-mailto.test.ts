/** The inbox's mailto: links carry one address and nothing else (src/features/staff/labels.ts). */
import { describe, expect, it } from 'vitest';
import { mailtoHref } from '@/features/staff/labels';

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('ravi.sharma@example.in')).toBe('mailto:ravi.sharma@example.in');
  });

  it('encodes what would add headers or recipients in a mail client', () => {
    // Stored before the database refused such addresses: the link must not add a Bcc or a body.
    const href = mailtoHref('ravi@example.com?bcc=attacker%40evil.example&body=Pay');
    expect(href).toBe('mailto:ravi@example.com%3Fbcc%3Dattacker%2540evil.example%26body%3DPay');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(mailtoHref('a@b.in\r\nBcc: x@y.z')).not.toMatch(/[\r\n ]/);
  });
});
