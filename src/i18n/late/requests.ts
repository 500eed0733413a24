/**
 * The requests feature's UI strings (src/features/requests/messages), added to the catalogue when its code loads
 * (they are not in every page's first load: LATE_MESSAGE_FEATURES in
 * tools/vite/messages-plugin.ts). Imported first by each module that shows them.
 */
import en from 'virtual:messages/en/requests';
import hi from 'virtual:messages/hi/requests';
import { addMessages } from '../messages';

addMessages({ en, hi });
