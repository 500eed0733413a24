// What the Intl warm-up worker runs (tools/vite/intl-warmup.ts builds it from here).
import { warmUpIntl } from '@/server/intl-warmup';

warmUpIntl();
self.close();
