import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SCRIPT_HOST,
  cspSources,
  headerPolicy,
  readHeaderPolicy,
  withHeaderPolicy,
  withPagePolicy,
} from '../../tools/vite/csp';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)] as const));

const PAGE =
  '<html><head><title>x</title></head><body><script>a()</script><script type="module" src="/assets/app.js"></script><script type="application/ld+json">{}</script><script>b()</script></body></html>';

describe('the Content-Security-Policy', () => {
  it('connects to Supabase and EmailJS at the origins the build is given, and to analytics only when configured', () => {
    const production = cspSources({
      VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
      VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com',
    });
    expect(production).toEqual({ connect: ['https://abcd.supabase.co', 'https://api.emailjs.com'], analytics: false });
    const policy = directives(withPagePolicy(PAGE, production).html.match(/content="([^"]*)"/)![1]!);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co', 'https://api.emailjs.com']);
    expect(policy.get('script-src')).not.toContain(ANALYTICS_SCRIPT_HOST);

    const withAnalytics = cspSources({ VITE_ANALYTICS_ID: 'G-TEST' });
    expect(withAnalytics.analytics).toBe(true);
    const analyticsPolicy = directives(withPagePolicy(PAGE, withAnalytics).html.match(/content="([^"]*)"/)![1]!);
    expect(analyticsPolicy.get('script-src')).toContain(ANALYTICS_SCRIPT_HOST);
    expect(analyticsPolicy.get('connect-src')!.length).toBeGreaterThan(1);

    // Locally nothing is set: the site calls its own origin.
    expect(cspSources({})).toEqual({ connect: [], analytics: false });
    expect(() => cspSources({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/VITE_SUPABASE_URL/);
  });

  it("puts the page's policy first in <head>, with its inline scripts by hash (not JSON-LD)", () => {
    const { html, scripts } = withPagePolicy(PAGE, cspSources({}));
    expect(
      html.startsWith('<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\';'),
    ).toBe(true);
    expect(scripts).toHaveLength(2);
    const policy = directives(html.match(/content="([^"]*)"/)![1]!);
    expect(policy.get('script-src')).toEqual(["'self'", ...scripts]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  it("writes the header at public/_headers' mark: the same policy, every page's scripts, and frame-ancestors", () => {
    const sources = cspSources({ VITE_SUPABASE_URL: 'https://abcd.supabase.co' });
    const a = withPagePolicy(PAGE, sources);
    const b = withPagePolicy(PAGE.replace('b()', 'c()'), sources);
    const header = headerPolicy([...a.scripts, ...b.scripts], sources);
    const file = withHeaderPolicy(
      readFileSync(path.resolve(import.meta.dirname, '../../public/_headers'), 'utf8'),
      header,
    );
    expect(readHeaderPolicy(file)).toBe(header);
    const policy = directives(header);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", ...new Set([...a.scripts, ...b.scripts].sort())]);
    const page = directives(a.html.match(/content="([^"]*)"/)![1]!);
    for (const [name, sources] of page) if (name !== 'script-src') expect(policy.get(name)).toEqual(sources);
    expect(() => withHeaderPolicy('/*\n  X-Content-Type-Options: nosniff\n', header)).toThrow(
      /CONTENT-SECURITY-POLICY/,
    );
  });
});
