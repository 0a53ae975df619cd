// Without zod: the player site's blog pages import these numbers and nothing else from the contracts.

/** Blog list page size (accounts spec §9) and how many posts the list shows first. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_FIRST_POSTS = 3;
/** Autoplay of the blog's featured slider, ms (accounts spec §9). */
export const BLOG_SLIDER_MS = 15_000;
