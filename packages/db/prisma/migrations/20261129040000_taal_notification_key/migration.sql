-- Notifications are stored as a catalogue key with parameters and rendered in the reader's language
-- when read (API.md, Flow III). Rows written before carry the key 'eerder': they show their stored
-- titel/bericht. The column gets that value as a constant default (no table rewrite) and loses the
-- default at once, so from now on every insert must name its key (NOT NULL).
ALTER TABLE "notifications" ADD COLUMN "sleutel" TEXT NOT NULL DEFAULT 'eerder';
ALTER TABLE "notifications" ALTER COLUMN "sleutel" DROP DEFAULT;
ALTER TABLE "notifications" ADD COLUMN "parameters" JSONB NOT NULL DEFAULT '{}';
