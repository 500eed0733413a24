/** The site's IndexedDB database name, apart from db.ts so that reading it does not load Dexie. */
export const DATABASE_NAME = 'satna-legal';
