/**
 * The tracking feature's UI strings (src/features/tracking/messages), added
 * when its code loads (LATE_MESSAGE_FEATURES in tools/vite/messages-plugin.ts).
 */
import en from 'virtual:messages/en/tracking';
import hi from 'virtual:messages/hi/tracking';
import { addMessages } from '../messages';

addMessages({ en, hi });
