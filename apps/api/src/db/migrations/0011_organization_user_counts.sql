CREATE TABLE "organization_user_counts" (
	"organization_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "organization_user_counts_organization_id_role_pk" PRIMARY KEY("organization_id","role")
);
--> statement-breakpoint
ALTER TABLE "organization_user_counts" ADD CONSTRAINT "organization_user_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds `delta` users of `user_role` to an organization's count.
CREATE FUNCTION add_organization_users(org integer, user_role smallint, delta integer)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO organization_user_counts AS c (organization_id, role, users)
  VALUES (org, user_role, delta)
  ON CONFLICT (organization_id, role) DO UPDATE SET users = c.users + EXCLUDED.users;
$$;
--> statement-breakpoint
CREATE FUNCTION users_keep_role_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_organization_users(NEW.organization_id, NEW.role, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_organization_users(OLD.organization_id, OLD.role, -1);
  ELSIF (OLD.organization_id, OLD.role) IS DISTINCT FROM (NEW.organization_id, NEW.role) THEN
    -- The two counts in the order of their keys, so that two such changes running at once
    -- never each wait for the other's.
    IF (OLD.organization_id, OLD.role) < (NEW.organization_id, NEW.role) THEN
      PERFORM add_organization_users(OLD.organization_id, OLD.role, -1);
      PERFORM add_organization_users(NEW.organization_id, NEW.role, 1);
    ELSE
      PERFORM add_organization_users(NEW.organization_id, NEW.role, 1);
      PERFORM add_organization_users(OLD.organization_id, OLD.role, -1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_role_counts
  AFTER INSERT OR DELETE OR UPDATE OF organization_id, role ON users
  FOR EACH ROW EXECUTE FUNCTION users_keep_role_counts();
--> statement-breakpoint
-- The counts from the users themselves.
CREATE FUNCTION recount_organization_users() RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM organization_user_counts;
  INSERT INTO organization_user_counts (organization_id, role, users)
  SELECT organization_id, role, count(*) FROM users GROUP BY organization_id, role;
$$;
--> statement-breakpoint
SELECT recount_organization_users();
