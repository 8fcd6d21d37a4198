-- Only verified e-mail addresses are kept. The addresses stored so far were never checked (the
-- app registered new accounts before their owners could verify them), so they are cleared. A
-- verified one is stored again when its owner next registers, requests a story or posts; until
-- then administrators find the account by its exact address, which the identity provider checks.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "email" = NULL;
