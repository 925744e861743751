import { storyMessages, type ShareAnswer, type ShareRequest } from '@inkspell/contracts/stories';
import type { Referral, StoriesPorts } from './ports';
import { findOwnStory } from './read-stories';
import { newReferralCode, shareLinkFor } from './referral-link';
import { shareMail } from './share-mail';

/**
 * GET /api/stories/:id/share-link — the owner's link with a referral code (spec 02 §3 Referral). Opening the
 * dialog again hands out the same pending link instead of minting a code each time.
 */
export async function shareLink(
  ports: Pick<StoriesPorts, 'repos' | 'settings'>,
  storyId: string,
  userId: string,
): Promise<{ shareLink: string }> {
  const story = await findOwnStory(ports, storyId, userId);
  const referral =
    (await ports.repos.referrals.findOpenLink(userId, story.id)) ??
    (await ports.repos.referrals.insert({
      referrerUserId: userId,
      referralCode: newReferralCode(),
      sharedStoryId: story.id,
      recipientEmail: null,
    }));
  return { shareLink: linkOf(ports, referral) };
}

/**
 * POST /api/stories/share — e-mails a friend the link (with its own referral) and the sharer's message. A mail
 * that cannot go out (refused, or only written to a file) is not an error: the answer says emailSent false and carries the link to copy instead.
 */
export async function shareByEmail(
  ports: Pick<StoriesPorts, 'repos' | 'settings' | 'mailer'>,
  request: ShareRequest,
  user: { id: string; username: string },
): Promise<ShareAnswer> {
  const story = await findOwnStory(ports, request.storyId, user.id);
  const referral = await ports.repos.referrals.insert({
    referrerUserId: user.id,
    referralCode: newReferralCode(),
    sharedStoryId: story.id,
    recipientEmail: request.recipientEmail,
  });
  const link = linkOf(ports, referral);
  let delivered: boolean;
  try {
    ({ delivered } = await ports.mailer(
      shareMail({
        to: request.recipientEmail,
        recipientName: request.recipientName,
        sharerName: user.username,
        storyTitle: story.title,
        personalMessage: request.personalMessage,
        link,
      }),
    ));
  } catch {
    delivered = false;
  }
  // A mail only written to a file (MAIL_MODE=file) reached nobody: the sharer gets the link to copy (ADR 0026).
  if (!delivered) return { emailSent: false, message: storyMessages.shareEmailUnavailable, shareLink: link };
  return { emailSent: true, message: storyMessages.shareEmailSent(request.recipientName), shareLink: link };
}

const linkOf = (ports: Pick<StoriesPorts, 'settings'>, referral: Referral) =>
  shareLinkFor(ports.settings.appUrl, referral.sharedStoryId ?? '', referral.referralCode);
