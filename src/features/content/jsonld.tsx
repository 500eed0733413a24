/**
 * Structured data (schema.org JSON-LD) of the content pages, in the page's
 * language: the firm, its services, FAQs, breadcrumbs. Rendered with <JsonLd>
 * by the pages (never imported by first-load code: the pages' chunks carry it).
 */
import { business, openingHours } from '@/business/config';
import { localizePath, type Lang } from '@/i18n/lang';
import { absoluteUrl, organizationId } from '../seo';

const address = (lang: Lang) => ({
  '@type': 'PostalAddress',
  streetAddress: business.address[lang].split(',').slice(0, 3).join(','),
  addressLocality: lang === 'hi' ? 'सतना' : 'Satna',
  addressRegion: lang === 'hi' ? 'मध्य प्रदेश' : 'Madhya Pradesh',
  postalCode: '485001',
  addressCountry: 'IN',
});

/** The firm itself: LegalService and LocalBusiness, with hours and the cities it serves (home). */
export function legalBusinessJsonLd(lang: Lang, name: string, description: string, cities: string[]) {
  return {
    '@type': ['LegalService', 'LocalBusiness'],
    '@id': organizationId,
    name,
    description,
    url: absoluteUrl(localizePath('/', lang)),
    logo: absoluteUrl('/pwa-512x512.png'),
    image: absoluteUrl('/pwa-512x512.png'),
    telephone: business.phone,
    email: business.email,
    foundingDate: String(business.foundedYear),
    inLanguage: lang,
    address: address(lang),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: openingHours.opens,
      closes: openingHours.closes,
    },
    areaServed: cities.map((city) => ({ '@type': 'City', name: city })),
    sameAs: Object.values(business.social),
  };
}

/** One service of the firm (service pages). */
export function legalServiceJsonLd(lang: Lang, path: string, name: string, description: string) {
  return {
    '@type': 'LegalService',
    name,
    description,
    url: absoluteUrl(localizePath(path, lang)),
    inLanguage: lang,
    telephone: business.phone,
    address: address(lang),
    provider: { '@id': organizationId },
    areaServed: [
      { '@type': 'State', name: lang === 'hi' ? 'मध्य प्रदेश' : 'Madhya Pradesh' },
      { '@type': 'State', name: lang === 'hi' ? 'राजस्थान' : 'Rajasthan' },
    ],
  };
}

export function faqPageJsonLd(faqs: { question: string; answer: string }[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** Trail of (name, language-neutral path) pairs, home first. */
export function breadcrumbJsonLd(lang: Lang, trail: [string, string][]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(localizePath(path, lang)),
    })),
  };
}
