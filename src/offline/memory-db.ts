/**
 * The site's database in memory, for browsers where IndexedDB cannot be
 * opened (blocked, full, some private modes). It lives as long as the page:
 * enough to send a request or sign-up now, with the outbox engine's
 * guarantees (one order id, never stored twice), but not to keep it for
 * later. fake-indexeddb is a complete IndexedDB in JavaScript; only those
 * browsers download it.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { AppDatabase, DATABASE_NAME } from './db';

export const createMemoryDatabase = (): AppDatabase =>
  new AppDatabase(`${DATABASE_NAME}-memory`, { indexedDB, IDBKeyRange });
