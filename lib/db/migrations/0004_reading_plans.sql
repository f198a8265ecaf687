CREATE TABLE "plan_enrollments" (
	"user_id" uuid NOT NULL,
	"plan_slug" varchar(60) NOT NULL,
	"started_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_enrollments_user_id_plan_slug_pk" PRIMARY KEY("user_id","plan_slug")
);
--> statement-breakpoint
CREATE TABLE "plan_readings" (
	"user_id" uuid NOT NULL,
	"plan_slug" varchar(60) NOT NULL,
	"day" smallint NOT NULL,
	"reading" smallint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_readings_user_id_plan_slug_day_reading_pk" PRIMARY KEY("user_id","plan_slug","day","reading")
);
--> statement-breakpoint
ALTER TABLE "plan_enrollments" ADD CONSTRAINT "plan_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_readings" ADD CONSTRAINT "plan_readings_enrollment_fk" FOREIGN KEY ("user_id","plan_slug") REFERENCES "public"."plan_enrollments"("user_id","plan_slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_readings_user_read_at_idx" ON "plan_readings" USING btree ("user_id","read_at");