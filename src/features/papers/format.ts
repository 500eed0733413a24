/** A size as a person reads it: 240 KB, 2.9 MB (in the page's language's digits and separators). */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: mb ? 1 : 0 }).format(value)} ${mb ? 'MB' : 'KB'}`;
}
