ALTER TYPE "public"."report_reason" ADD VALUE 'UNTRUE';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'PERSONAL_DATA';--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'REVIEW';