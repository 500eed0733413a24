/**
 * The static host's header rules (public/_headers, Netlify's format), read so
 * that `vite preview` answers with the headers the host sends (./preview-plugin.ts).
 * A rule is a path, `*` matching anything after it and `:name` one segment,
 * followed by indented `Name: value` lines. Every rule whose path matches
 * applies; for one header the later rule wins, as in Netlify's own matcher
 * (`headersForPath` in @netlify/headers-parser).
 */
export interface HeaderRule {
  path: string;
  pattern: RegExp;
  headers: [name: string, value: string][];
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (/^\S/.test(line)) {
      const path = line.trim();
      const pattern = path
        .split('/')
        .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escape(part).replace(/\*/g, '.*')))
        .join('/');
      rules.push({ path, pattern: new RegExp(`^${pattern}/?$`), headers: [] });
      continue;
    }
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers: a header outside a rule, or not "Name: value": ${line}`);
    rule.headers.push([header[1]!, header[2]!.trim()]);
  }
  return rules;
}

/** The headers the host sends for `pathname` (decoded), by lower-case name. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, [string, string]> {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules)
    if (rule.pattern.test(pathname))
      for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), [name, value]);
  return headers;
}
