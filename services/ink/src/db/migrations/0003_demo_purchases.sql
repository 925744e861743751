-- Custom SQL migration file, put your code below! --
-- Demo-provider purchases (PAYMENTS_MODE=demo) are credited from their own system account, so the ledger keeps
-- ink nobody paid for apart from paid purchases (ADR 0026; domain/ledger.ts names the same account).
INSERT INTO "ledger_accounts" ("id", "kind") VALUES ('system:demo-purchases', 'system') ON CONFLICT DO NOTHING;
