import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DOCUMENT_IDS, loadContactText, loadDocument } from '@/features/content';
import { DEFAULT_DOCUMENT_ID } from '@/business/config';
import { loadChunk } from '@/platform/load-chunk';
import type { Lang } from '@/i18n/lang';
import { contentHead } from './page-head';
import { langOf, langRoute } from './root';

/** A document's content in the page's language (null: an unknown id), and the contact section's text. */
async function loadDocumentPage(lang: Lang, documentId: string) {
  const [content, contact] = await Promise.all([loadDocument(documentId, lang), loadContactText(lang)]);
  return { content, contact };
}

const documentPage = () => loadChunk(() => import('./document.lazy'));

/** /documents: the same page as /documents/rent-agreement, which is the canonical address. */
export const documentsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'documents',
  staticData: { prerender: true },
  loader: ({ params }) => loadDocumentPage(langOf(params), DEFAULT_DOCUMENT_ID),
  head: ({ params, loaderData }) =>
    contentHead(langOf(params), `/documents/${DEFAULT_DOCUMENT_ID}`, loaderData?.content, 'documentNotFound.title'),
  component: lazyRouteComponent(documentPage, 'DefaultDocumentPage'),
});

/** /documents/{id}. */
export const documentRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'documents/$documentId',
  staticData: { prerender: { documentId: DOCUMENT_IDS } },
  loader: ({ params }) => loadDocumentPage(langOf(params), params.documentId),
  head: ({ params, loaderData }) =>
    contentHead(langOf(params), `/documents/${params.documentId}`, loaderData?.content, 'documentNotFound.title'),
  component: lazyRouteComponent(documentPage, 'DocumentPage'),
});
