-- Scheduled publishing: when the scheduler is to publish an article's draft; NULL when nothing
-- is scheduled. The scheduler looks for due rows through the partial index.
ALTER TABLE admin_articles ADD COLUMN publish_at timestamptz;

CREATE INDEX admin_articles_due ON admin_articles (publish_at) WHERE publish_at IS NOT NULL;
