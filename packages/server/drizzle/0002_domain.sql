CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"category" text NOT NULL,
	"province_code" text,
	"regency_code" text,
	"district_code" text,
	"address" text,
	"landmark" text,
	"ongkir_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_category" CHECK ("customers"."category" in ('konsumen', 'distributor'))
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"min_stock" numeric(14, 3) DEFAULT 0 NOT NULL,
	"packaging_type" text,
	"pack_price" bigint,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_kind" CHECK ("materials"."kind" in ('raw', 'packaging')),
	CONSTRAINT "materials_packaging_type" CHECK (("materials"."kind" = 'raw' and "materials"."packaging_type" is null) or ("materials"."kind" = 'packaging' and "materials"."packaging_type" in ('consumable', 'pack'))),
	CONSTRAINT "materials_pack_price" CHECK ("materials"."pack_price" is null or ("materials"."packaging_type" = 'pack' and "materials"."pack_price" >= 0)),
	CONSTRAINT "materials_unit" CHECK (unit in ('pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak')),
	CONSTRAINT "materials_amounts" CHECK ("materials"."unit_price" >= 0 and "materials"."min_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ongkir" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"price" bigint NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ongkir_price" CHECK ("ongkir"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"production_run_id" integer,
	"date" date NOT NULL,
	"expiry_date" date,
	"fresh" numeric(14, 3) DEFAULT 0 NOT NULL,
	"frozen" numeric(14, 3) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_batches_stock" CHECK ("product_batches"."fresh" >= 0 and "product_batches"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"reason" text NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"production_run_id" integer,
	"transaction_id" integer,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ledger_bucket" CHECK ("product_ledger"."bucket" in ('fresh', 'frozen')),
	CONSTRAINT "product_ledger_qty" CHECK ("product_ledger"."qty" <> 0),
	CONSTRAINT "product_ledger_reason" CHECK ("product_ledger"."reason" in ('production', 'opening', 'count', 'waste', 'move', 'sale', 'return'))
);
--> statement-breakpoint
CREATE TABLE "production_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"product_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"value" bigint NOT NULL,
	"expiry_date" date,
	"note" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_runs_qty" CHECK ("production_runs"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"category_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"unit" text NOT NULL,
	"min_stock" numeric(14, 3) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_min_stock" CHECK ("products"."min_stock" >= 0),
	CONSTRAINT "products_unit" CHECK (unit in ('pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'))
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"product_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"qty_per_unit" numeric(14, 3) NOT NULL,
	CONSTRAINT "recipes_product_id_material_id_pk" PRIMARY KEY("product_id","material_id"),
	CONSTRAINT "recipes_qty" CHECK ("recipes"."qty_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text
);
--> statement-breakpoint
CREATE TABLE "restocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"vendor_id" integer,
	"date" date NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"unit_price" bigint NOT NULL,
	"total" bigint NOT NULL,
	"batch_code" text,
	"expiry_date" date,
	"note" text,
	"remaining" numeric(14, 3) NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restocks_qty" CHECK ("restocks"."qty" > 0 and "restocks"."unit_price" >= 0 and "restocks"."total" >= 0),
	CONSTRAINT "restocks_remaining" CHECK ("restocks"."remaining" >= 0 and "restocks"."remaining" <= "restocks"."qty")
);
--> statement-breakpoint
CREATE TABLE "transaction_batches" (
	"transaction_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	CONSTRAINT "transaction_batches_line_id_batch_id_bucket_pk" PRIMARY KEY("line_id","batch_id","bucket"),
	CONSTRAINT "transaction_batches_qty" CHECK ("transaction_batches"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_counters" (
	"day" date PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"qty_per_pack" numeric(14, 3) NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "transaction_lines_bucket" CHECK ("transaction_lines"."bucket" in ('fresh', 'frozen')),
	CONSTRAINT "transaction_lines_qty" CHECK ("transaction_lines"."qty_per_pack" > 0 and "transaction_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"position" integer NOT NULL,
	"material_id" integer NOT NULL,
	"count" integer NOT NULL,
	"pack_price" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	CONSTRAINT "transaction_packs_count" CHECK ("transaction_packs"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"delivery_date" date,
	"delivery_time" time,
	"payment" text DEFAULT 'unpaid' NOT NULL,
	"packing" text DEFAULT 'unpacked' NOT NULL,
	"delivery" text DEFAULT 'pending' NOT NULL,
	"ongkir" bigint DEFAULT 0 NOT NULL,
	"item_subtotal" bigint NOT NULL,
	"packaging_subtotal" bigint NOT NULL,
	"total" bigint NOT NULL,
	"item_count" numeric(14, 3) NOT NULL,
	"note" text,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_payment" CHECK ("transactions"."payment" in ('paid', 'unpaid')),
	CONSTRAINT "transactions_packing" CHECK ("transactions"."packing" in ('packed', 'unpacked')),
	CONSTRAINT "transactions_delivery_state" CHECK ("transactions"."delivery" in ('pending', 'delivered')),
	CONSTRAINT "transactions_amounts" CHECK ("transactions"."ongkir" >= 0 and "transactions"."item_subtotal" >= 0 and "transactions"."packaging_subtotal" >= 0 and "transactions"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "usage_lots" (
	"usage_id" integer NOT NULL,
	"restock_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	CONSTRAINT "usage_lots_usage_id_restock_id_pk" PRIMARY KEY("usage_id","restock_id"),
	CONSTRAINT "usage_lots_qty" CHECK ("usage_lots"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"date" date NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"note" text,
	"reason" text DEFAULT 'manual' NOT NULL,
	"production_run_id" integer,
	"transaction_id" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usages_qty" CHECK ("usages"."qty" > 0),
	CONSTRAINT "usages_reason" CHECK ("usages"."reason" in ('manual', 'production', 'order', 'count', 'waste'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"phone" text,
	"address" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_ongkir_id_ongkir_id_fk" FOREIGN KEY ("ongkir_id") REFERENCES "public"."ongkir"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_production_run_id_production_runs_id_fk" FOREIGN KEY ("production_run_id") REFERENCES "public"."production_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ledger" ADD CONSTRAINT "product_ledger_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ledger" ADD CONSTRAINT "product_ledger_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ledger" ADD CONSTRAINT "product_ledger_production_run_id_production_runs_id_fk" FOREIGN KEY ("production_run_id") REFERENCES "public"."production_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ledger" ADD CONSTRAINT "product_ledger_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ledger" ADD CONSTRAINT "product_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_runs" ADD CONSTRAINT "production_runs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_runs" ADD CONSTRAINT "production_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocks" ADD CONSTRAINT "restocks_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocks" ADD CONSTRAINT "restocks_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocks" ADD CONSTRAINT "restocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_batches" ADD CONSTRAINT "transaction_batches_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_batches" ADD CONSTRAINT "transaction_batches_line_id_transaction_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."transaction_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_batches" ADD CONSTRAINT "transaction_batches_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_pack_id_transaction_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."transaction_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_packs" ADD CONSTRAINT "transaction_packs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_packs" ADD CONSTRAINT "transaction_packs_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_lots" ADD CONSTRAINT "usage_lots_usage_id_usages_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."usages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_lots" ADD CONSTRAINT "usage_lots_restock_id_restocks_id_fk" FOREIGN KEY ("restock_id") REFERENCES "public"."restocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usages" ADD CONSTRAINT "usages_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usages" ADD CONSTRAINT "usages_production_run_id_production_runs_id_fk" FOREIGN KEY ("production_run_id") REFERENCES "public"."production_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usages" ADD CONSTRAINT "usages_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usages" ADD CONSTRAINT "usages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone" ON "customers" USING btree ("phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE INDEX "customers_name_lower" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_ongkir" ON "customers" USING btree ("ongkir_id");--> statement-breakpoint
CREATE INDEX "customers_region" ON "customers" USING btree ("province_code","regency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_kind_name_lower" ON "materials" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ongkir_label_lower" ON "ongkir" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "product_batches_product" ON "product_batches" USING btree ("product_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_run" ON "product_batches" USING btree ("production_run_id") WHERE "product_batches"."production_run_id" is not null;--> statement-breakpoint
CREATE INDEX "product_ledger_product" ON "product_ledger" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "product_ledger_batch" ON "product_ledger" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "production_runs_date" ON "production_runs" USING btree ("date");--> statement-breakpoint
CREATE INDEX "production_runs_product" ON "production_runs" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_lower" ON "products" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "regions_parent" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "restocks_material_fefo" ON "restocks" USING btree ("material_id","expiry_date","date","id");--> statement-breakpoint
CREATE INDEX "restocks_vendor" ON "restocks" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "restocks_date" ON "restocks" USING btree ("date");--> statement-breakpoint
CREATE INDEX "transaction_batches_transaction" ON "transaction_batches" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_batches_batch" ON "transaction_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_pack" ON "transaction_lines" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_product" ON "transaction_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "transaction_packs_transaction" ON "transaction_packs" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_number" ON "transactions" USING btree ("number");--> statement-breakpoint
CREATE INDEX "transactions_date" ON "transactions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "transactions_customer" ON "transactions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "transactions_delivery" ON "transactions" USING btree ("delivery","date");--> statement-breakpoint
CREATE INDEX "usage_lots_restock" ON "usage_lots" USING btree ("restock_id");--> statement-breakpoint
CREATE INDEX "usages_material" ON "usages" USING btree ("material_id","date");--> statement-breakpoint
CREATE INDEX "usages_date" ON "usages" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "usages_run_material" ON "usages" USING btree ("production_run_id","material_id") WHERE "usages"."production_run_id" is not null;--> statement-breakpoint
CREATE INDEX "usages_transaction" ON "usages" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_lower" ON "vendors" USING btree (lower("name"));