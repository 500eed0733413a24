/**
 * Structured data (schema.org JSON-LD) rendered in the body by a page, which
 * search engines read like the head, so the data is not repeated in the
 * router's hydration state.
 */
export function JsonLd({ data }: { data: object }) {
  // `<` is escaped so no text in the data can close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
