// What the inline script runs (tools/vite/inline-loader-plugin.ts builds it from here).
import { loaderOptions, startLoader } from '@/server/inline-loader';

startLoader(loaderOptions(document.currentScript));
