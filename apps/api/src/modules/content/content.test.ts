import { contentPageSchema, STATIC_PAGES, SUPPORTED_LANGUAGES, siteSeoSchema } from "@casino/contracts/site";
import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { plainTextHtml, renderMarkdown } from "./markdown.js";

const app = await testApp();
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("GET /seo/v1/content/{lang}/{contentPath}", () => {
  it.each(SUPPORTED_LANGUAGES)("serves every static page in %s with a title, a description and a body", async (lang) => {
    const titles = new Set<string>();
    for (const path of STATIC_PAGES) {
      const res = await get(`/seo/v1/content/${lang}/${path}`);
      expect(res.statusCode, `${lang}/${path}`).toBe(200);
      const page = contentPageSchema.parse(res.json());
      expect(page).toMatchObject({ lang, path });
      expect(page.title.length, `${lang}/${path} title`).toBeGreaterThan(2);
      expect(page.description.length, `${lang}/${path} description`).toBeGreaterThan(20);
      expect(page.html, `${lang}/${path} body`).toMatch(/<h2>/);
      expect(page.html.replace(/<[^>]+>/g, "").length, `${lang}/${path} length`).toBeGreaterThan(400);
      titles.add(page.title);
      expect(res.headers["cache-control"]).toContain("max-age=600");
      expect(res.headers.etag).toBeTruthy();
    }
    expect(titles.size).toBe(STATIC_PAGES.length);
  });

  it("has real English text: the operator, the age limit, the tools, the documents, the GDPR and 8+ questions", async () => {
    const page = async (p: string) => (await get(`/seo/v1/content/en/${p}`)).json().html as string;
    expect(await page("about-us")).toContain("Aurum Casino");
    const rg = await page("responsible-gambling");
    expect(rg).toContain("18");
    for (const tool of ["Deposit limits", "Loss limits", "Cool-down", "Self-exclusion"]) expect(rg).toContain(tool);
    expect(await page("kyc")).toMatch(/passport/i);
    expect(await page("aml")).toMatch(/sanctions/i);
    expect(await page("privacy")).toContain("GDPR");
    expect(await page("refund")).toMatch(/chargeback/i);
    expect((await page("faq")).match(/<h3>/g)!.length).toBeGreaterThanOrEqual(8);
  });

  it("answers an empty object with 200 for an unknown page or language", async () => {
    for (const url of [
      "/seo/v1/content/en/no-such-page",
      "/seo/v1/content/xx/about-us",
      "/seo/v1/content/en/..%2F..%2Fpackage.json",
      "/seo/v1/content/en/faq/extra",
      "/seo/v1/content/es/faq",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({});
    }
  });

  it("answers 304 to a client that already holds the page", async () => {
    const first = await get("/seo/v1/content/de/faq");
    const again = await get("/seo/v1/content/de/faq", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /seo/v1/content/{lang}.json", () => {
  it.each(SUPPORTED_LANGUAGES)("gives titles and descriptions of the routes in %s, static pages included", async (lang) => {
    const res = await get(`/seo/v1/content/${lang}.json`);
    expect(res.statusCode).toBe(200);
    const seo = siteSeoSchema.parse(res.json());
    expect(seo.lang).toBe(lang);
    expect(seo.default.title).toBeTruthy();
    for (const route of ["", "promotions", "login", "registration", ...STATIC_PAGES]) {
      expect(seo.routes[route]?.title, `${lang} ${route}`).toBeTruthy();
      expect(seo.routes[route]?.description, `${lang} ${route}`).toBeTruthy();
    }
    const page = (await get(`/seo/v1/content/${lang}/kyc`)).json();
    expect(seo.routes.kyc).toEqual({ title: page.title, description: page.description });
  });

  it("answers an empty object for an unknown language", async () => {
    for (const url of ["/seo/v1/content/xx.json", "/seo/v1/content/en", "/seo/v1/content/english.json"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({});
    }
  });
});

describe("content rendering", () => {
  it("drops script tags and keeps only safe links, through marked and sanitize-html", () => {
    const html = renderMarkdown(
      "## Title\n\nText <script>alert(1)</script> [ok](/en/faq) [bad](javascript:alert(1)) **bold**\n\n- one\n- two",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).not.toMatch(/<script|alert\(1\)/);
    expect(html).toContain('<a href="/en/faq">ok</a>');
    expect(html).not.toContain("javascript");
    expect(html).toContain("<strong>bold</strong>");
    expect(html.replace(/\n/g, "")).toContain("<ul><li>one</li><li>two</li></ul>");
  });

  it("keeps support text as plain text with line breaks", () => {
    expect(plainTextHtml('Hi <b>there</b>\nsecond "line"')).toBe("Hi &lt;b&gt;there&lt;/b&gt;<br>second &quot;line&quot;");
  });
});

describe("static pages edited in the back office", () => {
  it("serves the edit instead of the shipped file, in titles too, and the file again once the edit is dropped", async () => {
    const { content } = app.services;
    await app.db.transaction((tx) =>
      content.savePage(
        tx,
        {
          lang: "en",
          path: "faq",
          title: "Questions",
          description: "Answers to what players ask us most",
          bodyMd: "## Q\n\n<script>x</script>A",
        },
        "editor",
      ),
    );
    const page = (await get("/seo/v1/content/en/faq")).json();
    expect(page.title).toBe("Questions");
    expect(page.html).toMatch(/^<h2>Q<\/h2>\s*A$/);
    expect((await get("/seo/v1/content/en.json")).json().routes.faq.title).toBe("Questions");
    await app.db.transaction((tx) => content.resetPage(tx, "en", "faq"));
    expect((await get("/seo/v1/content/en/faq")).json().title).not.toBe("Questions");
  });
});

describe("GET /data/v1/content/images/{id}", () => {
  it("serves an image kept for a post with its detected type; refuses what is not an image", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const saved = await app.db.transaction((tx) => app.services.content.saveImage(tx, png, "editor"));
    expect(saved.url).toBe(`/data/v1/content/images/${saved.id}`);
    const res = await get(saved.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.equals(png)).toBe(true);
    await expect(
      app.db.transaction((tx) => app.services.content.saveImage(tx, Buffer.from("<svg onload=alert(1)>"), "editor")),
    ).rejects.toMatchObject({ code: "FILE_TYPE_NOT_ALLOWED" });
    expect((await get("/data/v1/content/images/00000000-0000-0000-0000-000000000000")).statusCode).toBe(404);
  });
});
