import { useEffect, useState } from 'react';

/**
 * A picture's bytes as a `data:` URL, for an <img>: the pages' policy allows
 * `data:` images and no `blob:` (docs/security.md, "Content-Security-Policy"),
 * so papers add nothing to any page's policy.
 */
export function dataUrl(bytes: ArrayBuffer | Blob, type: string): Promise<string> {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The data URL of `bytes`, once read (null until then, or for none). */
export function useDataUrl(bytes: ArrayBuffer | null, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    if (bytes) void dataUrl(bytes, type).then((made) => alive && setUrl(made));
    return () => {
      alive = false;
    };
  }, [bytes, type]);
  return bytes ? url : null;
}
