import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SCRIPT_HOST, cspSources, withPagePolicy } from '../../tools/vite/csp';
import { headersFor, parseHeaderRules } from '../../tools/vite/host-headers';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)] as const));

const PAGE =
  '<html><head><title>x</title></head><body><script>a()</script><script type="module" src="/assets/app.js"></script><script type="application/ld+json">{}</script><script type="application/json" data-app-chunks="">["/assets/a.js"]</script><script data-entry="/assets/i.js">b()</script></body></html>';

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

  it("puts the page's policy first in <head>, with its executable inline scripts by hash (not JSON or JSON-LD)", () => {
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

  it("gives a page's own scripts only: another page's are not in its policy", () => {
    const sources = cspSources({});
    const a = withPagePolicy(PAGE, sources);
    const b = withPagePolicy(PAGE.replace('b()', 'c()'), sources);
    expect(a.scripts[0]).toBe(b.scripts[0]);
    expect(b.scripts).not.toContain(a.scripts[1]);
  });
});

describe("the host's headers (public/_headers, as the preview server sends them)", () => {
  const rules = parseHeaderRules(readFileSync(path.resolve(import.meta.dirname, '../../public/_headers'), 'utf8'));
  const policyOf = (pathname: string) => headersFor(rules, pathname).get('content-security-policy')?.[1];

  it('carry only what a <meta> cannot, the same short line for a page, a script and the worker', () => {
    for (const pathname of ['/', '/blog', '/hi/blog/x', '/staff', '/assets/index-abc.js', '/sw.js', '/images/a.webp'])
      expect(policyOf(pathname), pathname).toBe("frame-ancestors 'none'");
    const pageHeaders = [...headersFor(rules, '/about').values()].map(([name, value]) => `${name}: ${value}\r\n`);
    expect(pageHeaders.join('').length).toBeLessThan(400);
  });

  it('let a later rule win for one header, and match * and one segment', () => {
    expect(headersFor(rules, '/assets/index-abc.js').get('cache-control')?.[1]).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/about').get('cache-control')?.[1]).toBe('no-cache');
    expect(headersFor(rules, '/staff').get('x-robots-tag')?.[1]).toBe('noindex, nofollow');
    expect(headersFor(rules, '/staff/LP10001').get('x-robots-tag')).toBeDefined();
    expect(headersFor(rules, '/staffing').get('x-robots-tag')).toBeUndefined();
    const placeholder = parseHeaderRules('/blog/:slug\n  X-A: 1\n');
    expect(headersFor(placeholder, '/blog/x').get('x-a')).toBeDefined();
    expect(headersFor(placeholder, '/blog/x/y').get('x-a')).toBeUndefined();
    expect(() => parseHeaderRules('  X-A: 1\n')).toThrow(/outside a rule/);
  });
});
