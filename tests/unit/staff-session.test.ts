import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabStorage } from '@/api/supabase';

describe('tabStorage: where a signed-in session is kept', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("is the tab's sessionStorage, and removes what an older version kept in localStorage", () => {
    localStorage.setItem('staff', '{"refresh_token":"old"}');
    localStorage.setItem('staff-user', '{}');
    localStorage.setItem('preferred-lang', 'hi');
    const storage = tabStorage('staff');
    expect(storage).toBe(sessionStorage);
    expect(Object.keys(localStorage)).toEqual(['preferred-lang']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('is memory when sessionStorage is blocked, never localStorage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage) {
      throw new DOMException('blocked', 'SecurityError');
    });
    const storage = tabStorage('staff');
    expect(storage).not.toBe(sessionStorage);
    expect(storage).not.toBe(localStorage);
    storage.setItem('staff', 'session');
    expect(storage.getItem('staff')).toBe('session');
    vi.restoreAllMocks();
    expect(localStorage.getItem('staff')).toBeNull();
    storage.removeItem('staff');
    expect(storage.getItem('staff')).toBeNull();
  });
});
