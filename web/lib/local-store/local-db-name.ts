/** The name of the app's IndexedDB database (page and service worker), readable without Dexie. */
export const LOCAL_DB_NAME = 'gather-local';
