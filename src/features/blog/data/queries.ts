/**
 * TanStack Query options over the blog's reads (./reads.ts). Loaded with the
 * blog pages only: react-query, the REST client and Dexie stay out of the
 * first-load bundle (docs/architecture.md, "The blog list").
 */
import { queryOptions } from '@tanstack/react-query';
import { isPostId, searchWords, type CardQuery } from '@/api';
import type { CardPage } from './list-logic';
import {
  defaultSources,
  fetchCardPage,
  fetchCategories,
  fetchMatchCount,
  fetchPost,
  fetchRelatedPosts,
  fetchTranslation,
  type Answer,
  type BlogSources,
  type PostLinks,
} from './reads';

/** Fresh for 5 minutes; an answer from the device is stale at once, so it is replaced when the network is back. */
export const FRESH_MS = 5 * 60_000;
const staleTime = (query: { state: { data?: { fromDevice: boolean } | undefined } }) =>
  query.state.data?.fromDevice ? 0 : FRESH_MS;

/** A list query as its key has it: the words as they are matched, no category as ''. */
const listKey = ({ language, search, category }: Omit<CardQuery, 'page'>) =>
  [language, searchWords(search ?? ''), category ?? ''] as const;

const blogKeys = {
  cards: (query: CardQuery) => ['blog', 'cards', ...listKey(query), query.page] as const,
  matches: (query: Omit<CardQuery, 'page'>) => ['blog', 'matches', ...listKey(query)] as const,
  categories: () => ['blog', 'categories'] as const,
  post: (idOrSlug: string) => ['blog', 'post', isPostId(idOrSlug) ? idOrSlug.toLowerCase() : idOrSlug] as const,
  related: (id: string) => ['blog', 'related', id] as const,
  translation: (id: string) => ['blog', 'translation', id] as const,
};

/**
 * One page of the list. While another page, search or category loads, the
 * page shown stays on screen (it carries its own number).
 */
export function cardPageQuery(query: CardQuery, sources: BlogSources = defaultSources()) {
  return queryOptions({
    queryKey: blogKeys.cards(query),
    queryFn: () => fetchCardPage(query, sources),
    staleTime,
    // Not across languages: the other language's list is not this one's, even for a moment.
    placeholderData: (previous: Answer<CardPage> | undefined, last?: { queryKey: readonly unknown[] }) =>
      last?.queryKey[2] === query.language ? previous : undefined,
  });
}

export function matchCountQuery(query: Omit<CardQuery, 'page'>, sources: BlogSources = defaultSources()) {
  return queryOptions({
    queryKey: blogKeys.matches(query),
    queryFn: () => fetchMatchCount(query, sources),
    staleTime,
  });
}

export function categoriesQuery(sources: BlogSources = defaultSources()) {
  return queryOptions({ queryKey: blogKeys.categories(), queryFn: () => fetchCategories(sources), staleTime });
}

export function postQuery(idOrSlug: string, sources: BlogSources = defaultSources()) {
  return queryOptions({ queryKey: blogKeys.post(idOrSlug), queryFn: () => fetchPost(idOrSlug, sources), staleTime });
}

export function relatedPostsQuery(post: PostLinks, sources: BlogSources = defaultSources()) {
  return queryOptions({
    queryKey: blogKeys.related(post.id),
    queryFn: () => fetchRelatedPosts(post, sources),
    staleTime,
  });
}

export function translationQuery(post: PostLinks, sources: BlogSources = defaultSources()) {
  return queryOptions({
    queryKey: blogKeys.translation(post.id),
    queryFn: () => fetchTranslation(post, sources),
    staleTime,
  });
}
