-- Dogs are named by small numbers in their public addresses (/want-a-friend/dog/7); the event
-- store keys aggregates by text, so the number comes from here and is never reused.
CREATE SEQUENCE dog_ids;
