import { blogListSchema, blogPostMetaSchema } from "@casino/contracts/content";
import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import type { BlogPostInput } from "./repository.js";

const clock = testClock();
const app = await testApp({ clock });
const { blog } = app.services;
const get = (url: string) => app.inject({ method: "GET", url });
const post = (p: Partial<BlogPostInput> & { slug: string }) =>
  app.db.transaction((tx) =>
    blog.create(
      tx,
      { lang: "en", title: p.slug, description: "", bodyMd: "Text", image: null, featured: false, status: "published", ...p },
      "editor@casino",
    ),
  );

describe("the blog", () => {
  it("lists published posts of a language newest first, 12 a page, drafts and other languages left out", async () => {
    for (let i = 1; i <= 14; i++) {
      clock.advance(60_000);
      await post({ slug: `news-${i}`, title: `News ${i}`, featured: i >= 13 });
    }
    await post({ slug: "secret-draft", status: "draft" });
    await post({ slug: "neuigkeiten", lang: "de", title: "Neuigkeiten" });

    const first = blogListSchema.parse((await get("/blog/en/posts.json")).json());
    expect(first.total).toBe(14);
    expect(first.size).toBe(12);
    expect(first.posts.map((p) => p.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `news-${14 - i}`));
    expect(first.featured.map((p) => p.slug)).toEqual(["news-14", "news-13"]);
    const second = (await get("/blog/en/posts.json?page=2")).json();
    expect(second.posts.map((p: { slug: string }) => p.slug)).toEqual(["news-2", "news-1"]);
    expect(second.featured).toEqual([]);

    const de = (await get("/blog/de/posts.json")).json();
    expect(de.posts.map((p: { slug: string }) => p.slug)).toEqual(["neuigkeiten"]);
  });

  it("gives a post's meta with breadcrumbs and its article, and 404 for drafts and unknown posts", async () => {
    await post({ slug: "spring-cup", title: "The Spring Cup", description: "Our spring tournament", image: "/img/cup.png" });
    const meta = blogPostMetaSchema.parse((await get("/blog/en/posts/spring-cup/post.json")).json());
    expect(meta).toMatchObject({
      slug: "spring-cup",
      title: "The Spring Cup",
      description: "Our spring tournament",
      image: "/img/cup.png",
    });
    expect(meta.breadcrumbs).toEqual([
      { label: "Home", path: "/en" },
      { label: "Blog", path: "/en/blog" },
      { label: "The Spring Cup", path: "/en/blog/spring-cup" },
    ]);
    expect(new Date(meta.date).getTime()).toBe(clock.now().getTime());

    const article = await get("/blog/en/posts/spring-cup");
    expect(article.statusCode).toBe(200);
    expect(article.headers["content-type"]).toContain("text/html");
    expect(article.body).toBe("<p>Text</p>");

    for (const url of ["/blog/en/posts/secret-draft/post.json", "/blog/en/posts/secret-draft", "/blog/en/posts/nope/post.json"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe("BLOG_POST_NOT_FOUND");
    }
  });

  it("has no blog in languages without one", async () => {
    for (const url of ["/blog/fr/posts.json", "/blog/kk/posts/x/post.json", "/blog/xx/posts.json"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe("BLOG_NOT_FOUND");
    }
    await expect(post({ slug: "bonjour", lang: "fr" })).rejects.toMatchObject({ code: "BLOG_LANGUAGE_UNSUPPORTED" });
  });

  it("renders a post with a script tag, an event handler and a javascript: link without any of them", async () => {
    await post({
      slug: "evil",
      bodyMd:
        '## Hello\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3)) <a href="https://example.com" onclick="x()">ok</a>\n\n![chip](https://cdn.example.com/chip.png)',
    });
    const html = (await get("/blog/en/posts/evil")).body;
    expect(html).toContain("<h2>Hello</h2>");
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert\(1\)/);
    expect(html).toContain('<img src="https://cdn.example.com/chip.png" alt="chip" loading="lazy" />');
    expect(html).toContain('href="https://example.com"');
  });

  it("fills in variables per region: the region's value, then the default value, then the post's own default", async () => {
    await app.db.transaction(async (tx) => {
      await blog.setVariable(tx, "bonus", "", "100%");
      await blog.setVariable(tx, "bonus", "IND", "150%");
    });
    clock.advance(60_000); // the newest post
    await post({
      slug: "welcome",
      title: "{{bonus}} welcome bonus at {{brand}}",
      bodyMd: "Get **{{bonus}}** and {{spins|50}} spins.",
    });
    const ind = await get("/blog/en/posts/welcome?region=ind");
    expect(ind.body).toBe("<p>Get <strong>150%</strong> and 50 spins.</p>");
    expect((await get("/blog/en/posts/welcome/post.json?region=IND")).json().title).toBe("150% welcome bonus at Aurum Casino");
    expect((await get("/blog/en/posts/welcome")).body).toBe("<p>Get <strong>100%</strong> and 50 spins.</p>");
    const list = (await get("/blog/en/posts.json?region=UKR")).json();
    expect(list.posts[0].title).toBe("100% welcome bonus at Aurum Casino");
  });

  it("keeps a post's first publication date through later edits, refuses a taken slug", async () => {
    const draft = await post({ slug: "later", status: "draft" });
    expect(draft.published_at).toBeNull();
    clock.advance(3_600_000);
    const input = { lang: "en", slug: "later", title: "Later", description: "", bodyMd: "x", image: null, featured: false };
    const { after } = await app.db.transaction((tx) => blog.update(tx, draft.id, { ...input, status: "published" }, "ed"));
    const publishedAt = after.published_at!.getTime();
    expect(publishedAt).toBe(clock.now().getTime());
    clock.advance(3_600_000);
    const again = await app.db.transaction((tx) =>
      blog.update(tx, draft.id, { ...input, title: "Later, edited", status: "published" }, "ed"),
    );
    expect(again.after.published_at!.getTime()).toBe(publishedAt);
    await expect(
      app.db.transaction((tx) => blog.update(tx, draft.id, { ...input, slug: "welcome", status: "published" }, "ed")),
    ).rejects.toMatchObject({ code: "BLOG_SLUG_TAKEN" });
    await expect(post({ slug: "welcome" })).rejects.toMatchObject({ code: "BLOG_SLUG_TAKEN" });
  });
});
