/**
 * The client build's chunk names (docs/architecture.md, "Chunks and their
 * names"). Each page text keeps its own hash (docs/performance.md, "Decisions").
 */

/** A page's text in one language: {kind}/{page}/{en|hi}.ts under src/features/content. */
const PAGE_TEXT = /\/features\/content\/.*\/([\w-]+)\/(en|hi)\.ts$/;
/** The drafts' own words in one language (text/), and a draft's document's words (documents/{document}/). */
const DRAFT_WORDS = /\/features\/drafts\/(?:text|documents\/([\w-]+))\/(en|hi)\.ts$/;

/** A chunk's file name. */
export function chunkFileNames(chunk: { name: string; moduleIds: string[]; facadeModuleId: string | null }): string {
  const has = (test: (id: string) => boolean) => chunk.moduleIds.some(test);
  // Staff only: the full supabase-js (auth), the inbox's drafts, the Word library and the inbox's own parts.
  if (has((id) => id.includes('/@supabase/auth-js/'))) return 'assets/staff-supabase-[hash].js';
  if (
    has((id) => id.includes('/node_modules/docx/') || id.endsWith('/drafts/for-staff.ts')) ||
    chunk.facadeModuleId?.includes('/src/features/staff/')
  )
    return `assets/staff-${chunk.name}-[hash].js`;
  // The resumable upload's client (tus-js-client): loaded online only, never installed (vite.config.ts).
  if (chunk.facadeModuleId?.includes('/node_modules/tus-js-client/')) return 'assets/tus-[hash].js';
  // React DOM's client, which src/main.tsx imports on its own (the shell needs it: offline-pages.ts).
  if (has((id) => id.includes('/react-dom/cjs/react-dom-client.'))) return 'assets/react-dom-[hash].js';
  // A page's text in one language is named after its page: en-/hi- are the message catalogues, part of the shell.
  const text = chunk.facadeModuleId?.match(PAGE_TEXT);
  if (text) return `assets/${text[1]}.${text[2]}-[hash].js`;
  // So are the drafts' words in one language: drafts.hi-…, and a document's rent-agreement-words.hi-….
  const words = chunk.facadeModuleId?.match(DRAFT_WORDS);
  if (words) return `assets/${words[1] ? `${words[1]}-words` : 'drafts'}.${words[2]}-[hash].js`;
  return `assets/${chunk.name.replace(/\.lazy$/, '')}-[hash].js`;
}
