/**
 * The blog's TanStack Query client: created on first use, in the blog's own
 * chunks, so react-query is not part of any other page's download.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FRESH_MS } from './queries';

let client: QueryClient | undefined;

export function getBlogQueryClient(): QueryClient {
  return (client ??= new QueryClient({
    defaultOptions: {
      queries: {
        // Offline the query functions answer from IndexedDB, so they must
        // run: the default 'online' mode would pause them (an endless spinner).
        networkMode: 'always',
        // Failures fall back to the saved copy at once; retrying first would
        // keep a visitor on a bad connection waiting.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: FRESH_MS,
      },
    },
  }));
}

export function BlogQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getBlogQueryClient()}>{children}</QueryClientProvider>;
}
