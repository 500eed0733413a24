/**
 * useHydrated (src/ui/hydrated.ts): false in the prerendered HTML and while
 * a component hydrates (no mismatch), true after; a component mounted after
 * the page hydrated (a client-side navigation) is true from its first render.
 */
import { act } from '@testing-library/react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let hydratedModule: typeof import('@/ui/hydrated');
let seen: boolean[];

function Probe() {
  const hydrated = hydratedModule.useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
}

beforeEach(async () => {
  vi.resetModules(); // a fresh page: nothing has hydrated yet
  hydratedModule = await import('@/ui/hydrated');
  seen = [];
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('is false while prerendering and hydrating, then true, with no hydration error', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  expect(container.textContent).toBe('prerendered');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('browser');
  expect(seen.slice(0, 2)).toEqual([false, false]); // server render, hydration
});

it('a component mounted after the page hydrated renders true at once, never the prerendered state', async () => {
  hydratedModule.markAppHydrated();
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<Probe />);
  });
  expect(container.textContent).toBe('browser');
  expect(seen).not.toContain(false);
});
