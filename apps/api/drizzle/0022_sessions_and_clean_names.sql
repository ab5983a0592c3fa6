-- Issue 46, the outside probe's findings (migration 0022; 0021 is the operator's).
-- An admin may end a member's sessions: access tokens issued before users.sessions_valid_after are refused
-- (http/sessionCutoff.ts), and the record of changes gains the action that says so.
ALTER TABLE "tenant_audit" DROP CONSTRAINT "tenant_audit_action_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_audit" ADD CONSTRAINT "tenant_audit_action_check" CHECK ("tenant_audit"."action" in ('settings.updated', 'domain.added', 'domain.removed', 'invitation.created', 'invitation.resent', 'invitation.revoked', 'invitation.accepted', 'member.role_changed', 'member.removed', 'member.sessions_ended'));--> statement-breakpoint
-- Document names lose the characters a person cannot see but a screen obeys ("a\u202egpj.txt" read "atxt.jpg"):
-- controls, bidirectional controls, zero-width and other format characters, line separators (domain's
-- stripInvisibleCharacters does the same to every new upload). Their upload entries in the history say the same name.
UPDATE "documents" SET "name" = regexp_replace("name", '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]', '', 'g')
WHERE "name" ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';--> statement-breakpoint
UPDATE "activity" SET "text" = regexp_replace("text", '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]', '', 'g')
WHERE "kind" = 'file_upload' AND "text" ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';
