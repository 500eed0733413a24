/**
 * The UI texts a visitor sees, read from the same catalogue files the build
 * merges (the app's and each feature's) and the menu services' and
 * documents' folders: tests assert on these exact words.
 */
import { readFileSync } from 'node:fs';
import { catalogueFiles, contentFolderMessages } from '@tools/vite/messages-plugin';
import { root } from './paths';

export type Catalogue = Record<string, string>;

async function load(lang: string): Promise<Catalogue> {
  const files = await catalogueFiles(root, lang);
  return Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue),
    await contentFolderMessages(root, lang, (file) => import(file)),
  ) as Catalogue;
}

/** Every UI message of each language. */
export const messages = { en: await load('en'), hi: await load('hi') };

/** The text of a message with its {arguments} filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** A pattern for a message whose {orderId} is any LP number. */
export const withOrderId = (text: string) =>
  new RegExp(
    text
      .split('{orderId}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(LP\\d+)'),
  );
