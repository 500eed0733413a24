// What the Intl warm-up worker runs (tools/vite/intl-warmup.ts builds it from here).
import { warmUpIntl } from '@/server/intl-warmup';

warmUpIntl();
// Done: the page waits for this before its own first Intl call (src/main.tsx).
(self as unknown as { postMessage(message: unknown): void }).postMessage(0);
self.close();
