/**
 * The requests feature's UI strings, added to the catalogue when its code loads
 * (they are not in every page's first load: LATE_MESSAGE_FEATURES in
 * src/build/messages-plugin.ts). Imported first by each module that shows them.
 */
import en from 'virtual:messages/en/requests';
import hi from 'virtual:messages/hi/requests';
import { addMessages } from '../../../i18n/messages';

addMessages({ en, hi });
