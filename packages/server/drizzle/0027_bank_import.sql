-- Bank statement import (issue 38, "Money that arrives by itself"; domains/money/bankImport.ts): the credit lines of a
-- bank's export become payments. Each line recorded keeps its fingerprint (date, amount, description and its
-- occurrence among identical lines of its file), unique: importing the same file again records nothing twice, and two
-- imports at once queue on the fingerprint instead of failing.
CREATE TABLE "bank_import_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"payment_id" integer REFERENCES "payments"("id") ON DELETE restrict,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_import_lines_fingerprint" UNIQUE ("fingerprint"),
	CONSTRAINT "bank_import_lines_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "bank_import_lines_payment" ON "bank_import_lines" ("payment_id");
--> statement-breakpoint
-- The names a customer's transfers arrive under (the sender's account name as the bank writes it, upper case, single
-- spaces), remembered when a line is confirmed for them: a later line naming it is theirs. One customer per name.
CREATE TABLE "bank_account_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_account_names_name" UNIQUE ("name"),
	CONSTRAINT "bank_account_names_length" CHECK (char_length("name") BETWEEN 3 AND 100)
);
--> statement-breakpoint
CREATE INDEX "bank_account_names_customer" ON "bank_account_names" ("customer_id");
--> statement-breakpoint
-- The column mapping chosen for a file whose header row no preset knows, by that header row (its cells, lower case,
-- joined by '|'): chosen once, used for every later file with the same header.
CREATE TABLE "bank_import_mappings" (
	"headers" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Open orders by balance: a line without an order number is matched by an amount equal to exactly one open balance.
CREATE INDEX "transactions_open_balance" ON "transactions" ("balance") WHERE "balance" > 0;
