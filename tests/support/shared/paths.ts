import path from 'node:path';

/** The repository's root, which the tests' files and processes are relative to. */
export const root = path.resolve(import.meta.dirname, '../../..');
