-- How often visitors opened each article. Not a read model: a view is not a fact worth an
-- event, so the server counts views in memory and adds them here every minute (a crash loses
-- at most that minute's count). Staff see the number in the admin list and editor.
CREATE TABLE article_views (
    article_id bigint PRIMARY KEY,
    views      bigint NOT NULL CHECK (views >= 0)
);
