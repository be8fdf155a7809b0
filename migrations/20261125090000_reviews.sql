-- Guests' reviews and answers: read tables projected from Review events; never written by the
-- command side.

-- Every review and answer, as staff moderate them (one row each, whatever its status).
CREATE TABLE admin_reviews (
    review_id    text        PRIMARY KEY,
    -- The review answered; NULL for a review of the hotel. No foreign key: rows arrive in the
    -- events' order, and an answer is only ever submitted after its review.
    parent_id    text,
    name         text        NOT NULL,
    -- Empty when the visitor named no pet, as the API answers it.
    pet_name     text        NOT NULL,
    text         text        NOT NULL,
    -- A media id.
    image        text,
    language     text        NOT NULL CHECK (language IN ('uk', 'en')),
    from_hotel   boolean     NOT NULL,
    status       text        NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
    submitted_at timestamptz NOT NULL,
    -- When it was put on the home slider; NULL when it is not on it. Only approved reviews of
    -- the hotel are ever featured (the aggregate's rule), so this needs no check of its own.
    featured_at  timestamptz,
    -- The aggregate sequence of the latest event: the version moderation must name.
    version      bigint      NOT NULL CHECK (version > 0),
    moderated_by text,
    moderated_at timestamptz
);

-- The moderation tabs: one status, newest first.
CREATE INDEX admin_reviews_by_status ON admin_reviews (status, submitted_at DESC, review_id DESC);
-- A review's answers, gathered into its public row.
CREATE INDEX admin_reviews_by_parent ON admin_reviews (parent_id) WHERE parent_id IS NOT NULL;

-- What visitors read: one row per approved review of the hotel, with its approved answers in
-- the finished answer (events::review::PublicReview as JSON), so the feedback page and the
-- slider read rows and send them as they are.
CREATE TABLE public_reviews (
    review_id    text        PRIMARY KEY,
    submitted_at timestamptz NOT NULL,
    featured_at  timestamptz,
    review       jsonb       NOT NULL
);

CREATE INDEX public_reviews_newest ON public_reviews (submitted_at DESC, review_id DESC);
CREATE INDEX public_reviews_featured ON public_reviews (featured_at DESC)
    WHERE featured_at IS NOT NULL;
