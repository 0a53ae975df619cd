-- Blog posts written in the back office: Markdown per language, draft or
-- published. The slug is the post's address under /blog/{lang}/posts/{slug}.
CREATE TABLE blog_posts (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lang          text NOT NULL,
  slug          text NOT NULL,
  title         text NOT NULL,
  description   text NOT NULL DEFAULT '',
  body_md       text NOT NULL,
  image         text,
  featured      boolean NOT NULL DEFAULT false,
  status        text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at  timestamptz,
  created_by    text,
  updated_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lang, slug)
);
CREATE INDEX blog_posts_published_idx ON blog_posts (lang, published_at DESC) WHERE status = 'published';

-- Values of {{name}} in posts per region; region '' is the default.
CREATE TABLE blog_variables (
  name    text NOT NULL,
  region  text NOT NULL DEFAULT '',
  value   text NOT NULL,
  PRIMARY KEY (name, region)
);

-- Static pages (about-us, faq, …) edited in the back office; a page without a
-- row here is read from the content files shipped with the api.
CREATE TABLE content_pages (
  lang         text NOT NULL,
  path         text NOT NULL,
  title        text NOT NULL,
  description  text NOT NULL DEFAULT '',
  body_md      text NOT NULL,
  updated_by   text,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lang, path)
);

-- Images of posts and pages, served under the content base
-- (/data/v1/content/images/{id}); only PNG, JPEG, WebP and GIF are kept.
CREATE TABLE content_images (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mime        text NOT NULL,
  bytes       bytea NOT NULL,
  size        integer NOT NULL,
  created_by  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
