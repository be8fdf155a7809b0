-- The price list and the additional services' descriptions: read tables projected from the
-- PriceItem and ServiceDescription events; never written by the command side. Every event
-- carries the whole record, so each event simply replaces its record's rows.

-- What staff edit: one row per price item, both languages, and the version an edit must name.
CREATE TABLE admin_price_items (
    item_id    text        PRIMARY KEY,
    -- The aggregate sequence of the latest event.
    version    bigint      NOT NULL CHECK (version > 0),
    -- The page's order; the groups come from the item itself.
    position   integer     NOT NULL,
    -- events::price_list::PriceItem as JSON.
    item       jsonb       NOT NULL,
    changed_at timestamptz NOT NULL
);

-- What visitors see: one row per item and language with the item as the page shows it
-- (events::price_list::PublicPriceItem). The calculator reads its prices from here too, so an
-- estimate and the list can never disagree.
CREATE TABLE public_price_items (
    item_id  text    NOT NULL,
    language text    NOT NULL CHECK (language IN ('uk', 'en')),
    position integer NOT NULL,
    target   text    NOT NULL CHECK (target IN ('dog', 'cat')),
    service  text    NOT NULL CHECK (service IN ('hotel', 'additional')),
    item     jsonb   NOT NULL,
    PRIMARY KEY (language, item_id)
);

CREATE INDEX public_price_items_in_order ON public_price_items (language, position, item_id);

-- What staff edit: one row per additional service.
CREATE TABLE admin_services (
    service_id text        PRIMARY KEY,
    version    bigint      NOT NULL CHECK (version > 0),
    -- The page's order: walking, veterinary care, grooming, transportation.
    position   integer     NOT NULL,
    -- events::service_description::ServiceDescription as JSON.
    service    jsonb       NOT NULL,
    changed_at timestamptz NOT NULL
);

-- What visitors see: one row per service and language (events::service_description::PublicService).
CREATE TABLE public_services (
    service_id text    NOT NULL,
    language   text    NOT NULL CHECK (language IN ('uk', 'en')),
    position   integer NOT NULL,
    service    jsonb   NOT NULL,
    PRIMARY KEY (language, service_id)
);
