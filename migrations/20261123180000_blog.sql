-- The blog: article ids and the read tables projected from CategoryCatalog, Article and
-- MainArticle events; never written by the command side.

-- Article ids are small numbers in public addresses (/article/12), never reused.
CREATE SEQUENCE article_ids;

-- Every category, with both names: the public tabs and the admin's categories manager.
CREATE TABLE blog_categories (
    category_id bigint      PRIMARY KEY,
    name_uk     text        NOT NULL,
    name_en     text        NOT NULL,
    -- Tabs are shown in the order the categories were added.
    added_at    timestamptz NOT NULL
);

-- What staff see: one row per article that is not deleted, whatever its status.
CREATE TABLE admin_articles (
    article_id   bigint      PRIMARY KEY,
    -- The aggregate sequence of the latest event: the version a save must name.
    version      bigint      NOT NULL CHECK (version > 0),
    status       text        NOT NULL CHECK (status IN ('PUBLISHED', 'NOT_PUBLISHED', 'HAS_CHANGES')),
    -- No foreign key: a category deleted in the moment an article was saved into it leaves the
    -- article in a category that no longer exists (listed under "all" only), never a stopped
    -- projection.
    category_id  bigint      NOT NULL,
    -- The content being edited (events::article::ArticleContent as JSON).
    content      jsonb       NOT NULL,
    -- What visitors read; NULL while not published. Kept to tell PUBLISHED from HAS_CHANGES.
    published    jsonb,
    created_at   timestamptz NOT NULL,
    updated_at   timestamptz NOT NULL,
    -- The first publication, kept when the article is hidden and published again.
    published_at timestamptz
);

CREATE INDEX admin_articles_newest ON admin_articles (created_at DESC, article_id DESC);

-- What visitors see: one row per published article and language in which it has its own title
-- and content (an article not translated into English is not on the English site). Hiding or
-- deleting removes the rows; saving a draft leaves them as they are.
CREATE TABLE public_articles (
    article_id   bigint      NOT NULL,
    language     text        NOT NULL CHECK (language IN ('uk', 'en')),
    category_id  bigint      NOT NULL,
    title        text        NOT NULL,
    thesis       text        NOT NULL,
    -- Empty: the page uses the default description with the title.
    description  text        NOT NULL,
    main_image   text        NOT NULL,
    -- The content blocks in page order, [{"type": "TEXT", "value": "<p>…</p>"}, …].
    blocks       jsonb       NOT NULL,
    -- The first publication: the date the page shows and the lists' order.
    published_at timestamptz NOT NULL,
    PRIMARY KEY (language, article_id)
);

-- The lists, newest first, all and per category.
CREATE INDEX public_articles_newest ON public_articles (language, published_at DESC, article_id DESC);
CREATE INDEX public_articles_by_category
    ON public_articles (language, category_id, published_at DESC, article_id DESC);

-- The main article's id; no row when the blog has none. Whether it is shown is the public
-- row's existence (a hidden article has none).
CREATE TABLE blog_main (
    slot       text   PRIMARY KEY CHECK (slot = 'blog'),
    article_id bigint NOT NULL
);
