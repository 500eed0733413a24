/**
 * What the service worker installs and when the page asks it to keep more
 * (src/offline/offline-pages.ts): the connection decides, and a visitor who
 * saves data is never sent more than they open.
 */
import { describe, expect, it } from 'vitest';
import { isPage, isShell, onUnmeteredConnection, savingData } from '@/offline/offline-pages';

describe('the files the worker installs', () => {
  it('installs the shell: its page, entry, React DOM, styles, messages, warm-up, icons and manifest', () => {
    for (const file of [
      'app-shell.html',
      'assets/index-BvrSmlKX.js',
      'assets/react-dom-rsgrXjwn.js',
      'assets/style-DSXI06Ep.css',
      'assets/en-BIhXflrD.js',
      'assets/hi-0sRLSnWq.js',
      'assets/intl-warmup-ZsZpXFma.js',
      'manifest.webmanifest',
      'pwa-192x192.png',
      'favicon.svg',
    ])
      expect(isShell(file), file).toBe(true);
  });

  it('leaves out the pages and every other script (kept later, or as they load)', () => {
    for (const file of ['index.html', 'hi/index.html', 'services/will-creation/index.html', 'hi/blog/index.html'])
      expect([isPage(file), isShell(file)], file).toEqual([true, false]);
    for (const file of [
      'assets/faqs.hi-Btfw43BQ.js',
      'assets/db-D1zuKdjc.js',
      'assets/home-DRHvDHcI.js',
      'assets/english-x.js',
    ])
      expect([isPage(file), isShell(file)], file).toEqual([false, false]);
  });
});

describe('the connection', () => {
  const on = (connection: object | undefined, mobile?: boolean) => ({
    connection,
    ...(mobile === undefined ? {} : { userAgentData: { mobile } }),
  });

  it('Wi-Fi or a cable is unmetered; mobile data is not', () => {
    expect(onUnmeteredConnection(on({ type: 'wifi', effectiveType: '4g' }))).toBe(true);
    expect(onUnmeteredConnection(on({ type: 'ethernet', effectiveType: '4g' }))).toBe(true);
    expect(onUnmeteredConnection(on({ type: 'cellular', effectiveType: '4g' }, false))).toBe(false);
  });

  it('unknown: only a desktop browser that says it is not a phone; never Safari or Firefox (no API)', () => {
    expect(onUnmeteredConnection(on({ effectiveType: '4g' }, false))).toBe(true);
    expect(onUnmeteredConnection(on({ effectiveType: '4g' }, true))).toBe(false);
    expect(onUnmeteredConnection(on({ effectiveType: '4g' }))).toBe(false);
    expect(onUnmeteredConnection(on(undefined, false))).toBe(false);
  });

  it('Save-Data or 2G: saving data, and never unmetered', () => {
    for (const connection of [
      { saveData: true, type: 'wifi', effectiveType: '4g' },
      { type: 'cellular', effectiveType: '2g' },
      { type: 'wifi', effectiveType: 'slow-2g' },
    ]) {
      expect(savingData(on(connection)), JSON.stringify(connection)).toBe(true);
      expect(onUnmeteredConnection(on(connection, false)), JSON.stringify(connection)).toBe(false);
    }
    expect(savingData(on({ type: 'cellular', effectiveType: '3g' }))).toBe(false);
    expect(savingData(on(undefined))).toBe(false);
  });
});
