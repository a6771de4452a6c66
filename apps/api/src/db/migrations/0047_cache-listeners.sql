-- Decision 0099: the leases of the processes listening for micro-cache invalidations. UNLOGGED as
-- rate_limits (0027): a lease needs no crash safety.
CREATE UNLOGGED TABLE "cache_listeners" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
