import { z } from "zod";

import { BLOG_PAGE_SIZE } from "./blog-limits.js";

export { BLOG_FIRST_POSTS, BLOG_PAGE_SIZE, BLOG_SLIDER_MS } from "./blog-limits.js";

export const blogSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and single dashes");

/** One post in `GET /blog/{region}/posts.json`. */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  lang: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  featured: z.boolean(),
  /** Publication date, ISO 8601. */
  date: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogListSchema = z.object({
  lang: z.string(),
  posts: z.array(blogPostSummarySchema),
  /** Featured posts for the slider (newest first, at most 5). */
  featured: z.array(blogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  /** The reader's region (three letters): picks the values of the posts' variables. */
  region: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase())
    .optional(),
});

export const breadcrumbSchema = z.object({ label: z.string(), path: z.string() });

/** `GET /blog/{lang}/posts/{post}/post.json`: the post's meta. */
export const blogPostMetaSchema = blogPostSummarySchema.extend({
  breadcrumbs: z.array(breadcrumbSchema),
});
export type BlogPostMeta = z.infer<typeof blogPostMetaSchema>;

export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** `POST /support/v1/messages` (accounts spec §3): form fields, files as multipart parts named `files`. */
export const supportMessageSchema = z.object({
  userEmail: z.email().max(100).optional(),
  title: z.string().trim().min(1).max(200),
  /** Plain text; newlines are kept and shown as line breaks. */
  description: z.string().trim().min(1).max(5000),
  customerId: z.string().max(64).optional(),
  firstName: z.string().max(100).optional(),
  recaptchaToken: z.string().max(5000).optional(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportMessageResponseSchema = z.object({
  ticketId: z.string(),
  /** What the player quotes when writing again. */
  number: z.number().int(),
  files: z.number().int(),
});

// Back office ---------------------------------------------------------------

/** A blog post as the editor saves it. */
export const blogPostInputSchema = z.object({
  lang: z.string().min(2).max(5),
  slug: blogSlugSchema,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(""),
  bodyMd: z.string().max(100_000),
  image: z.string().max(500).nullable().default(null),
  featured: z.boolean().default(false),
  status: z.enum(BLOG_POST_STATUSES).default("draft"),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogVariableInputSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  /** Three letters, or "" for every region. */
  region: z.string().regex(/^([A-Za-z]{3})?$/),
  /** null removes the value. */
  value: z.string().max(500).nullable(),
});

/** A static page as the editor saves it. */
export const contentPageInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500),
  bodyMd: z.string().max(200_000),
});

export const TICKET_STATUSES = ["open", "answered", "closed"] as const;
export const ticketReplySchema = z.object({ body: z.string().trim().min(1).max(10_000) });
export const ticketAssignSchema = z.object({ operatorId: z.string().max(64).nullable() });

/** Who a channel message goes to. */
export const channelAudienceSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("player"), customerId: z.string().min(1).max(64) }),
  z.object({
    type: z.literal("segment"),
    country: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .transform((v) => v.toUpperCase())
      .nullable()
      .default(null),
    language: z.string().min(2).max(5).nullable().default(null),
  }),
  z.object({ type: z.literal("all") }),
]);

export const channelMessageInputSchema = z.object({
  audience: channelAudienceSchema,
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
  /** Also as a Web Push to the players' browsers that allowed it. */
  push: z.boolean().default(false),
});

const notificationTextSchema = z.object({
  headline: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(2000),
});
export const notificationInputSchema = z.object({
  texts: z.record(z.string().min(2).max(5), notificationTextSchema),
  regions: z
    .array(z.string().regex(/^[A-Za-z]{3}$/))
    .max(50)
    .default([]),
  registration: z.boolean().default(false),
  published: z.boolean().default(false),
});

export const releaseMarkSchema = z.object({
  urgent: z.boolean(),
  note: z.string().trim().max(500).nullable().default(null),
});
