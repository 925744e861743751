-- One PostgreSQL server, one database per service: the names of the area registry
-- (packages/contracts/src/areas.ts; infra/test/compose.test.ts fails when one is missing here).
-- Run once by the postgres image, when its data volume is first created. The services would
-- create their database themselves, but this way they never need the CREATEDB right.
CREATE DATABASE inkspell_accounts;
CREATE DATABASE inkspell_stories;
CREATE DATABASE inkspell_ink;
CREATE DATABASE inkspell_admin;
