CREATE TABLE "device_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"user" text NOT NULL,
	"login" text NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "device_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "device_tokens_line" ON "device_tokens" USING btree ("cloud_id","domain","user");