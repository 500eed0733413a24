/**
 * What any hydrated page of this stack must download before it reacts: the
 * libraries the entry cannot do without (React DOM, TanStack Router with its
 * hydration, Mantine's provider and the frame's few components, react-intl),
 * each bundled and minified alone from node_modules (esbuild, as tsx brings
 * it) and gzipped. Printed by ./budgets.ts beside the first-load budgets, so
 * a reader sees how much of a page's JavaScript the site's own code is.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../../supabase/local/stack.ts';

const LIBRARIES: Record<string, string> = {
  'react + react-dom (client)': `export { hydrateRoot, createRoot } from 'react-dom/client'; export * from 'react';`,
  '@tanstack/react-router (with its hydration)': `export { RouterProvider, createRouter, createRootRoute, createRoute, Link, Outlet, HeadContent, Scripts, useNavigate, useRouterState, useLoaderData } from '@tanstack/react-router'; export { RouterClient } from '@tanstack/react-router/ssr/client';`,
  "@mantine/core (provider and the frame's components)": `export { MantineProvider, Container, Group, Text, Title, Burger, Badge, Paper, Stack } from '@mantine/core';`,
  'react-intl (precompiled messages)': `export { IntlProvider, useIntl, createIntl } from 'react-intl';`,
};

export interface Floor {
  libraries: { name: string; gzip: number }[];
  total: number;
}

export async function stackFloor(): Promise<Floor> {
  const libraries = [];
  for (const [name, contents] of Object.entries(LIBRARIES)) {
    const result = await build({
      stdin: { contents, resolveDir: REPO_ROOT, loader: 'js' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"production"' },
      // Counted once, with React itself.
      external: name.startsWith('react +') ? [] : ['react', 'react-dom', 'react/jsx-runtime'],
      alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
      logLevel: 'silent',
    });
    libraries.push({ name, gzip: gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length });
  }
  return { libraries, total: libraries.reduce((n, l) => n + l.gzip, 0) };
}
