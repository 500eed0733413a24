/**
 * Resolves in a new task. Splitting work this way keeps each task short: a
 * phone stays responsive, and Lighthouse counts only tasks over 50 ms as
 * blocking (docs/performance.md).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
