/**
 * What the visitor did before the page's scripts ran, held by the inline
 * loader (src/server/inline-loader.ts) and given back once the page is
 * hydrated. On a slow phone the prerendered page is on screen for seconds
 * before it reacts: a tap on the menu button in that time would be lost, and
 * hydration would reset a field the visitor had started typing into (React
 * renders a controlled field with its state, which is still empty).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export interface EarlyInput {
  /** Buttons tapped before the page was ready, in order (their default action was held back, React never saw them). */
  taps: Element[];
  /** Fields typed into (or toggled) before the page was ready, with their last value. */
  fields: Map<Element, string | boolean>;
  /** The field that last had focus. */
  focused: Element | null;
  /** When the visitor first put the focus in a field (performance.now()). */
  startedAt: number | null;
  holdingTaps: boolean;
  /** Set once the page is ready: replays what is held (the loader calls it for a tap on a button not yet hydrated). */
  replay: (() => void) | null;
  /** The button being replayed after it never hydrated: let through. */
  passing: Element | null;
}

declare global {
  interface Window {
    __appEarlyInput?: EarlyInput;
  }
}

/** A value typed before hydration, with the form path Mantine's getInputProps put on its field (data-path). */
export interface EarlyValue {
  path: string | null;
  value: string | boolean;
}

/** A field whose content is not what React rendered: typed, toggled or restored by the browser before hydration. */
function changedBeforeHydration(field: Element): boolean {
  const input = field as HTMLInputElement;
  if (input.type === 'checkbox' || input.type === 'radio') return input.checked !== input.defaultChecked;
  return 'defaultValue' in input && input.value !== input.defaultValue;
}

/**
 * Takes the values typed into fields inside `container` before the page was
 * hydrated. Hydration keeps what the field shows, but the form's state is
 * still empty and its next render would put that back: the form stores these
 * instead, in an effect of its own (it may hydrate after the rest of the
 * page). Each value is read from the field itself: the loader names the
 * fields typed into; one whose value is not the one React rendered was typed
 * into before the loader ran (docs/slow-phones-and-flaky-networks.md, "How a
 * key travels").
 */
export function takeEarlyValues(container: Element | null): EarlyValue[] {
  if (!container) return [];
  const typed = new Set<Element>();
  const recorded = window.__appEarlyInput?.fields;
  for (const field of recorded?.keys() ?? []) {
    if (!container.contains(field)) continue;
    recorded!.delete(field);
    typed.add(field);
  }
  for (const field of container.querySelectorAll('input, textarea, select')) {
    if (changedBeforeHydration(field)) typed.add(field);
  }
  const values: EarlyValue[] = [];
  for (const field of typed) {
    const input = field as HTMLInputElement;
    // A radio stands for its group's value; one unchecked was left for another.
    if (input.type === 'radio' && !input.checked) continue;
    const path = field.closest('[data-path]')?.getAttribute('data-path') ?? null;
    values.push({
      path,
      value: input.type === 'radio' ? input.value : input.type === 'checkbox' ? input.checked : input.value,
    });
  }
  return values;
}

/**
 * Calls `store` with each value typed into `container` before hydration, in
 * the commit that hydrated the component. A layout effect: the state it sets
 * is then an update of the highest priority, which every later render
 * carries. From a passive effect it was a default-priority update that a
 * more urgent render (a key, a store's change) could leave out, and that
 * render wrote the empty state over the typed text
 * (docs/slow-phones-and-flaky-networks.md, "How a key travels").
 */
export function useEarlyValues(container: RefObject<Element | null>, store: (value: EarlyValue) => void): void {
  const latest = useRef(store);
  useLayoutEffect(() => {
    latest.current = store;
  });
  useLayoutEffect(() => {
    for (const value of takeEarlyValues(container.current)) latest.current(value);
    restoreEarlyFocus(container.current);
  }, [container]);
}

/**
 * Gives focus back to the field the visitor was typing into, if hydration
 * took it away (a part rendered afresh replaces its fields): the keyboard
 * stays up and the next key goes where it went before.
 */
function restoreEarlyFocus(container: Element | null): void {
  const early = window.__appEarlyInput;
  const focused = early?.focused;
  if (!container || !focused || !early) return;
  early.focused = null;
  const active = document.activeElement;
  if (active && active !== document.body && active !== focused) return;
  const path = focused.closest('[data-path]')?.getAttribute('data-path');
  const field = focused.isConnected
    ? focused
    : path
      ? container.querySelector(`[data-path="${CSS.escape(path)}"]`)
      : null;
  if (field && container.contains(field)) (field as HTMLElement).focus({ preventScroll: true });
}

const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** How long a held tap waits for its button to hydrate before it gets the browser's own action (ms). */
const WAIT_FOR_HYDRATION_MS = 10_000;

/**
 * Replays the taps held before the page was ready, in order, and stops
 * holding: from here on React answers a tap itself. Two taps on the menu
 * button leave it closed, as they would have. Runs in the effect that marks
 * the page ready, once every component of the first render has hydrated. A
 * button React has not hydrated yet (inside a part still loading its code)
 * keeps its tap until it is: React would drop it, and a submit button's
 * native send would go through.
 */
export function replayEarlyTaps(): void {
  const early = window.__appEarlyInput;
  if (!early) return;
  early.holdingTaps = false;
  let timer: number | undefined;
  const since = new Map<Element, number>();
  const replay = () => {
    window.clearTimeout(timer);
    const waiting: Element[] = [];
    for (const button of early.taps.splice(0)) {
      if (!button.isConnected) continue;
      if (hydratedByReact(button)) {
        (button as HTMLElement).click();
        continue;
      }
      const first = since.get(button) ?? performance.now();
      since.set(button, first);
      if (performance.now() - first < WAIT_FOR_HYDRATION_MS) {
        waiting.push(button);
        continue;
      }
      early.passing = button;
      (button as HTMLElement).click();
      early.passing = null;
    }
    early.taps.push(...waiting);
    if (waiting.length) timer = window.setTimeout(replay, 50);
  };
  early.replay = replay;
  replay();
}

/** When the visitor first started on a field before the page was hydrated, if they did. */
export const earlyStartedAt = (): number | null => window.__appEarlyInput?.startedAt ?? null;
