/**
 * The footer's Documents column (src/app/frame/footer.tsx): the seven
 * documents the firm lists there, in its order, read off the content
 * folders, each a link to its page in the page's language.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/app/frame/footer';
import { messages } from '../support/shared/catalogue';
import { renderPage } from '../support/unit/render';

const FOOTER_DOCUMENTS = [
  'rent-agreement',
  'affidavit',
  'sell-agreement',
  'service-agreement',
  'e-stamp',
  'legal-notice',
  'notarization',
];

describe.each(['en', 'hi'] as const)('the footer in %s', (lang) => {
  it("lists the seven documents in the firm's order, each linking to its page", async () => {
    await renderPage(<Footer />, { lang, path: lang === 'hi' ? '/hi' : '/' });
    const heading = screen.getByRole('heading', { name: messages[lang]['footer.documents'] });
    const links = within(heading.parentElement!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      FOOTER_DOCUMENTS.map((id) => messages[lang][`document.${id}`]),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      FOOTER_DOCUMENTS.map((id) => `${lang === 'hi' ? '/hi' : ''}/documents/${id}`),
    );
  });
});
