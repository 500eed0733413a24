const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The article parameter is an id when it has the 8-4-4-4-12 hex
 * shape, else a slug. A module of its own: the blog's first-load address code
 * needs it without the data-access calls.
 */
export const isPostId = (idOrSlug: string) => UUID_PATTERN.test(idOrSlug);
