/**
 * jsdom ships no types and @types/jsdom is not a dependency: the one use the
 * build makes of it (a window for DOMPurify, tools/vite/prerender-plugin.ts).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
