/**
 * jsdom ships no types and @types/jsdom is not a dependency: the one use the
 * build makes of it (a window for DOMPurify, tools/vite/prerender-plugin.ts),
 * and the options tests/unit/inline-loader.test.ts runs a page's scripts with.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        url?: string;
        runScripts?: 'dangerously' | 'outside-only';
        pretendToBeVisual?: boolean;
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
