-- The platform's own company (the one holding a super user) never expires: clients compare its due date with today before letting anyone in, so it reads 2099-12-31 instead of null.
UPDATE "companies" SET "due_date" = '2099-12-31' WHERE "due_date" IS NULL AND "id" IN (SELECT "company_id" FROM "users" WHERE "super");
