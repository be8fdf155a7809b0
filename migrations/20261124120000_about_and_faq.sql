-- The About page and the FAQ: read tables projected from AboutPage and Faq events; never
-- written by the command side. Each aggregate is one list edited as a whole, so each keeps one
-- row for staff and one finished answer per language for visitors.

-- The About page as staff edit it (events::about::AboutContent as JSON). One row: the page
-- has the id 'about'.
CREATE TABLE about_page (
    page_id text   PRIMARY KEY,
    -- The aggregate sequence of the latest event: the version an edit must name.
    version bigint NOT NULL CHECK (version > 0),
    content jsonb  NOT NULL
);

-- What visitors read: the meet-us tab's answer (events::about::PublicAbout) per language, so
-- a request reads one row and sends it as it is.
CREATE TABLE public_about (
    language text  PRIMARY KEY CHECK (language IN ('uk', 'en')),
    answer   jsonb NOT NULL
);

-- The FAQ as staff edit it (events::faq::FaqContent as JSON). One row: the list has the id
-- 'faq'.
CREATE TABLE faq_list (
    faq_id  text   PRIMARY KEY,
    version bigint NOT NULL CHECK (version > 0),
    content jsonb  NOT NULL
);

-- What visitors read: the FAQ answer of SPEC §7 (events::faq::PublicFaq) per language.
CREATE TABLE public_faq (
    language text  PRIMARY KEY CHECK (language IN ('uk', 'en')),
    answer   jsonb NOT NULL
);
