ALTER TABLE "transactions" ADD COLUMN "packed_date" date;--> statement-breakpoint
CREATE INDEX "transactions_date_payment" ON "transactions" USING btree ("date","payment");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_packed_date" CHECK (("transactions"."packing" = 'packed') = ("transactions"."packed_date" is not null));