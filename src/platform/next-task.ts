/**
 * Resolves in a new task. Splitting work this way keeps each task short: a
 * phone stays responsive, and Lighthouse counts only tasks over 50 ms as
 * blocking (docs/performance.md).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves when the browser is idle, at the latest after `timeoutMs`; in a
 * new task where there are no idle callbacks (Safari, Node).
 */
export const whenIdle = (timeoutMs = 2000): Promise<void> =>
  new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      : setTimeout(resolve, 0),
  );
