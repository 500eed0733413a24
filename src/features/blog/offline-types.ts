/** A blog post kept in IndexedDB for offline reading (issue 6 defines it fully). */
export interface CachedPost {
  id: string;
  slug: string;
  created_at: string;
  category: string;
}
