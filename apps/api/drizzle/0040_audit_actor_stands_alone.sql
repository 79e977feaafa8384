ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_actor_id_users_id_fk";
