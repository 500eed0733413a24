/**
 * Renders a component as the site would: in the page's language with the
 * whole catalogue, the site's Mantine theme, a TanStack Query client of its
 * own and a router (links need one) on `path`.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { cssVariablesResolver, theme } from '@/ui/theme';
import { messages } from '../shared/catalogue';

export async function renderPage(
  ui: ReactNode,
  { lang = 'en', path = '/' }: { lang?: 'en' | 'hi'; path?: string } = {},
) {
  const rootRoute = createRootRoute();
  const page = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <IntlProvider locale={lang} messages={messages[lang]}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queries}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </IntlProvider>,
    );
    await router.load();
  });
}
