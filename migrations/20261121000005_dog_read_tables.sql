-- Read tables of adoptable dogs, projected from Dog events; never written by the command side.

-- What visitors see: one row per published dog and language, holding every field its card and
-- its details page show in that language, so a public request reads this table alone. A dog
-- has rows only while it is published: hiding or deleting it removes them.
CREATE TABLE public_dogs (
    dog_id           bigint      NOT NULL,
    -- Only the languages with texts (SPEC §1); a Russian request reads the Ukrainian rows.
    language         text        NOT NULL CHECK (language IN ('uk', 'en')),
    name             text        NOT NULL,
    description      text        NOT NULL,
    sex              text        NOT NULL CHECK (sex IN ('MALE', 'FEMALE')),
    size_id          smallint    NOT NULL CHECK (size_id BETWEEN 1 AND 3),
    size_name        text        NOT NULL,
    -- The age band is computed from this at query time: a stored band would go stale as the
    -- dog grows older without any event.
    birth_date       date        NOT NULL,
    breed_id         integer     NOT NULL,
    -- NULL for a breed without a name in this language.
    breed_name       text,
    sterilized       boolean     NOT NULL,
    has_guardianship boolean     NOT NULL,
    -- Media content ids, the main photo first.
    photos           text[]      NOT NULL,
    date_created     timestamptz NOT NULL,
    -- Serves the unfiltered list newest first (a backward scan) and the details page.
    PRIMARY KEY (language, dog_id)
);

-- One per filter of the list (SPEC §2: sex, age, size), each keeping the newest-first order
-- within its value, so a filtered page still reads only the rows it shows.
CREATE INDEX public_dogs_by_sex ON public_dogs (language, sex, dog_id);
CREATE INDEX public_dogs_by_size ON public_dogs (language, size_id, dog_id);
-- Age bands are ranges of birth dates on a given day.
CREATE INDEX public_dogs_by_birth_date ON public_dogs (language, birth_date);

-- What staff see: one row per dog that is not deleted, whatever its status, with both
-- languages side by side as the admin form edits them.
CREATE TABLE admin_dogs (
    dog_id           bigint      PRIMARY KEY,
    -- The aggregate sequence of the dog's latest event: the version an edit must name.
    version          bigint      NOT NULL CHECK (version > 0),
    status           text        NOT NULL CHECK (status IN ('PUBLISHED', 'NOT_PUBLISHED')),
    name_uk          text        NOT NULL,
    name_en          text        NOT NULL,
    description_uk   text        NOT NULL,
    description_en   text        NOT NULL,
    birth_date       date        NOT NULL,
    breed_id         integer     NOT NULL,
    size_id          smallint    NOT NULL CHECK (size_id BETWEEN 1 AND 3),
    sex              text        NOT NULL CHECK (sex IN ('MALE', 'FEMALE')),
    sterilized       boolean     NOT NULL,
    has_guardianship boolean     NOT NULL,
    -- Media content ids, the main photo first.
    photos           text[]      NOT NULL,
    date_created     timestamptz NOT NULL,
    date_changed     timestamptz NOT NULL
);

-- The admin header counts published dogs on every page it loads.
CREATE INDEX admin_dogs_published ON admin_dogs (dog_id) WHERE status = 'PUBLISHED';
