declare module 'virtual:inline-loader' {
  /** The inline loader's minified source (tools/vite/inline-loader-plugin.ts). */
  const source: string;
  export default source;
}
