// An invitation just made or resent, as its answer says it, after e-mailing it when there is a mailer: what the
// members' routes answer and what `pnpm siipro tenant create` prints.
import { invitationEmail, type InvitationSentAnswer } from '@siipro/domain';
import type { Mailer } from '../mail/mailer.ts';
import { invitationAnswer, type InvitationView } from './members.ts';

export async function sendInvitation(
  view: InvitationView,
  mailer: Mailer | null,
  webUrl: string,
  now: Date,
): Promise<InvitationSentAnswer> {
  const answer = invitationAnswer(view.row, view.invitedByName, webUrl, now);
  let emailSent = false;
  if (mailer && answer.link) {
    const { subject, text } = invitationEmail({
      tenantName: view.tenantName,
      inviterName: view.invitedByName,
      email: answer.email,
      role: answer.role,
      link: answer.link,
      expiresAt: answer.expiresAt,
    });
    emailSent = await mailer.send({ to: answer.email, subject, text });
  }
  return { ...answer, emailSent };
}
