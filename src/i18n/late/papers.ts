/**
 * The papers feature's UI strings (src/features/papers/messages), added when
 * its code loads (LATE_MESSAGE_FEATURES in tools/vite/messages-plugin.ts).
 */
import en from 'virtual:messages/en/papers';
import hi from 'virtual:messages/hi/papers';
import { addMessages } from '../messages';

addMessages({ en, hi });
