-- Photo albums: the ids of their public addresses and their read tables, projected from Album
-- events; never written by the command side.

-- An album's id is a small number, taken once and never reused (a deleted album keeps its
-- history under it).
CREATE SEQUENCE album_ids;

-- What staff see: one row per album that is not deleted, whatever its status. `content` is the
-- album as its events fold it (names, every photo with its cover place and turns): the
-- projection folds the next event into it, so no event needs another to be understood.
CREATE TABLE admin_albums (
    album_id     bigint      PRIMARY KEY,
    -- The aggregate sequence of the album's latest event: the version a save must name.
    version      bigint      NOT NULL CHECK (version > 0),
    status       text        NOT NULL CHECK (status IN ('PUBLISHED', 'NOT_PUBLISHED')),
    name_uk      text        NOT NULL,
    name_en      text        NOT NULL,
    photos_count integer     NOT NULL CHECK (photos_count >= 0),
    -- The album card's images: the first three photos in the SPEC §4 order (covers first).
    images       jsonb       NOT NULL,
    content      jsonb       NOT NULL,
    date_created timestamptz NOT NULL,
    date_changed timestamptz NOT NULL
);

-- The admin list, newest first.
CREATE INDEX admin_albums_newest ON admin_albums (date_created DESC, album_id DESC);

-- What visitors see: one row per published album with photos and language. An album without
-- photos has nothing to show, so it has no rows until its first photo arrives.
CREATE TABLE public_albums (
    album_id     bigint      NOT NULL,
    -- Only the languages with texts (SPEC §1); a Russian request reads the Ukrainian rows.
    language     text        NOT NULL CHECK (language IN ('uk', 'en')),
    name         text        NOT NULL,
    photos_count integer     NOT NULL CHECK (photos_count > 0),
    images       jsonb       NOT NULL,
    date_created timestamptz NOT NULL,
    PRIMARY KEY (language, album_id)
);

CREATE INDEX public_albums_newest ON public_albums (language, date_created DESC, album_id DESC);

-- One row per photo of an album that is not deleted, for the pages of 16 that staff and the
-- viewer read. `published` follows the album's status, so the public page reads this table
-- alone.
CREATE TABLE album_photos (
    album_id    bigint      NOT NULL,
    -- The album's own number for the photo.
    number      integer     NOT NULL CHECK (number > 0),
    image_id    text        NOT NULL,
    width       integer     NOT NULL CHECK (width > 0),
    height      integer     NOT NULL CHECK (height > 0),
    turns       smallint    NOT NULL CHECK (turns BETWEEN 0 AND 3),
    cover_index smallint    CHECK (cover_index BETWEEN 0 AND 2),
    published   boolean     NOT NULL,
    added_at    timestamptz NOT NULL,
    PRIMARY KEY (album_id, number),
    -- Each cover place holds one photo; the events move covers one step at a time.
    UNIQUE (album_id, cover_index)
);

-- SPEC §4 order: covers first by their place, the rest newest first.
CREATE INDEX album_photos_in_order
    ON album_photos (album_id, (coalesce(cover_index, 3)), number DESC);
