CREATE TABLE "transaction_return_batches" (
	"return_line_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	CONSTRAINT "transaction_return_batches_return_line_id_batch_id_pk" PRIMARY KEY("return_line_id","batch_id"),
	CONSTRAINT "transaction_return_batches_bucket" CHECK ("transaction_return_batches"."bucket" in ('fresh', 'frozen')),
	CONSTRAINT "transaction_return_batches_qty" CHECK ("transaction_return_batches"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"destination" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "transaction_return_lines_qty" CHECK ("transaction_return_lines"."qty" > 0 and "transaction_return_lines"."value" >= 0),
	CONSTRAINT "transaction_return_lines_destination" CHECK ("transaction_return_lines"."destination" in ('fresh', 'frozen', 'waste'))
);
--> statement-breakpoint
CREATE TABLE "transaction_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"value" bigint NOT NULL,
	"item_count" numeric(14, 3) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_returns_amounts" CHECK ("transaction_returns"."value" >= 0 and "transaction_returns"."item_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "transaction_return_batches" ADD CONSTRAINT "transaction_return_batches_return_line_id_transaction_return_lines_id_fk" FOREIGN KEY ("return_line_id") REFERENCES "public"."transaction_return_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_return_batches" ADD CONSTRAINT "transaction_return_batches_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_return_lines" ADD CONSTRAINT "transaction_return_lines_return_id_transaction_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."transaction_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_return_lines" ADD CONSTRAINT "transaction_return_lines_line_id_transaction_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."transaction_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_returns" ADD CONSTRAINT "transaction_returns_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_returns" ADD CONSTRAINT "transaction_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_return_batches_batch" ON "transaction_return_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "transaction_return_lines_return" ON "transaction_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "transaction_return_lines_line" ON "transaction_return_lines" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "transaction_returns_transaction" ON "transaction_returns" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_returns_date" ON "transaction_returns" USING btree ("date","id");