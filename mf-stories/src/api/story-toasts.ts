/**
 * Every toast of the story pages (spec 01 §5, §8), chosen by the error's code and flags, never by its
 * text. Pure functions, so the wording rules are tested without a browser.
 */
import { errorCodes, offlineMessages, storyMessages } from '@inkspell/contracts/values';
import type { ShareAnswer } from '@inkspell/contracts';
import { isApiError, type ToastOptions } from '@inkspell/ui';

/** The referral welcome stays longer than other toasts (spec 01 §9). */
export const referralToastMs = 8000;
/** 'Adventure Continues!' lasts 5 s (spec 01 §9). */
export const continueToastMs = 5000;

/** Splits a catalogue text 'Title: description' (or 'Title! description') into a toast's two lines. */
function titled(text: string, separator: ': ' | '! '): Pick<ToastOptions, 'title' | 'description'> {
  const at = text.indexOf(separator);
  if (at < 0) return { title: text };
  const titleEnd = separator === '! ' ? at + 1 : at;
  return { title: text.slice(0, titleEnd), description: text.slice(at + separator.length) };
}

function codeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** The server's message of a failed call, or the catalogue's fallback for anything else. */
function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export function isContentSafety(error: unknown): boolean {
  return isApiError(error) && (error.isContentSafetyError || error.code === errorCodes.contentSafety);
}

export const contentSafetyToast: ToastOptions = { ...titled(storyMessages.contentSafety, '! '), variant: 'destructive' };

/** A murder mystery in the mystery category: the server's kind suggestion of a gentle mystery (ADR 0033). */
export const gentleMysteryToast: ToastOptions = { ...titled(storyMessages.gentleMysteryOnly, '! '), variant: 'destructive' };

/** The content-safety toast a refusal asks for: the kind mystery suggestion, or the Forbidden Spell. */
function contentSafetyToastFor(error: unknown): ToastOptions {
  return codeOf(error) === errorCodes.gentleMysteryOnly ? gentleMysteryToast : contentSafetyToast;
}

export const loginRequiredToast: ToastOptions = { ...titled(storyMessages.loginRequiredToCreate, ': '), variant: 'destructive' };

export const previewNeedsThemeToast: ToastOptions = {
  title: storyMessages.previewNoCategory,
  description: 'Pick one of the story categories above first.',
  variant: 'destructive',
};

export const previewNeedsNameToast: ToastOptions = {
  title: storyMessages.previewNoNameOrPrompt,
  description: "Tell Spell your hero's name and what their adventure is about.",
  variant: 'destructive',
};

export function notEnoughInkToast(needed: number): ToastOptions {
  return {
    title: 'Not Enough Ink',
    description: `You need ${needed} ink to create this story. Please refill your magic ink!`,
    variant: 'destructive',
  };
}

export function previewFailedToast(error: unknown): ToastOptions {
  if (isContentSafety(error)) return contentSafetyToastFor(error);
  return {
    title: 'Preview Generation Failed',
    description: serverMessageOr(error, 'Unable to generate preview. Please try again.'),
    variant: 'destructive',
  };
}

/** A refused full story: unsafe idea, not enough ink (with what it needed), logged out, or anything else. */
export function generateFailedToast(error: unknown, cost: number): ToastOptions {
  if (isContentSafety(error)) return contentSafetyToastFor(error);
  const code = codeOf(error);
  if (code === errorCodes.notEnoughInk) return notEnoughInkToast(isApiError(error) ? (error.needed ?? cost) : cost);
  if (code === errorCodes.unauthenticated) return loginRequiredToast;
  return {
    title: 'Story Creation Failed',
    description: serverMessageOr(error, 'Unable to create story. Please try again.'),
    variant: 'destructive',
  };
}

/** An action that needs the server, tried with no connection (issue #27): said at once, never a silent wait. */
export function needsConnectionToast(action: 'create' | 'continueStory'): ToastOptions {
  return { title: offlineMessages[action], description: 'Check your Wi-Fi or mobile data, then try again.', variant: 'destructive' };
}

export const storyDeletedToast: ToastOptions = { title: storyMessages.storyDeleted };

/** A failed delete; the library and collection say 'Error deleting story', the reader its own variant. */
export function deleteFailedToast(error: unknown, where: 'library' | 'reader'): ToastOptions {
  if (where === 'reader') return { title: 'Error', description: serverMessageOr(error, 'Failed to delete story'), variant: 'destructive' };
  return {
    title: 'Error deleting story',
    description: serverMessageOr(error, 'Something went wrong. Please try again.'),
    variant: 'destructive',
  };
}

export function notEnoughInkToContinueText(needed: number): string {
  return `Not enough ink! Need ${needed} ink`;
}

export function continueFailedToast(error: unknown, cost: number): ToastOptions {
  const code = codeOf(error);
  if (code === errorCodes.notEnoughInk) {
    return {
      title: 'Adventure Paused',
      description: notEnoughInkToContinueText(isApiError(error) ? (error.needed ?? cost) : cost),
      variant: 'destructive',
    };
  }
  if (isContentSafety(error)) return contentSafetyToast;
  return {
    title: 'Adventure Paused',
    description: serverMessageOr(error, 'Failed to continue adventure. Please try again.'),
    variant: 'destructive',
  };
}

export function adventureContinuesToast(characterName: string): ToastOptions {
  return {
    title: storyMessages.adventureContinues,
    description: `Spell is writing the next chapter of ${characterName}'s story.`,
    durationMs: continueToastMs,
  };
}

/** Shown to a visitor who arrived through a friend's shared link. */
export function referralToast(isLoggedIn: boolean): ToastOptions {
  return isLoggedIn
    ? {
        title: 'A Gift From a Friend!',
        description: 'A friend shared this story with you. Enjoy the adventure!',
        durationMs: referralToastMs,
      }
    : {
        title: 'Welcome to Inkspell!',
        description: 'A friend shared this story with you. Sign up to read it all and create your own magical stories!',
        durationMs: referralToastMs,
      };
}

export const shareMissingInfoToast: ToastOptions = { ...titled(storyMessages.shareMissingInfo, ': '), variant: 'destructive' };
export const shareLinkFailedToast: ToastOptions = { title: 'Error', description: 'Failed to generate share link', variant: 'destructive' };
export const copyFailedToast: ToastOptions = {
  title: 'Copy Failed',
  description: 'Please select the link and copy it yourself.',
  variant: 'destructive',
};
export const linkCopiedToast: ToastOptions = { title: 'Link Copied!', description: 'Paste it anywhere to share the story.' };

export function shareFailedToast(error: unknown): ToastOptions {
  return { title: 'Share Failed', description: serverMessageOr(error, 'Failed to share story'), variant: 'destructive' };
}

export function storySharedToast(answer: Pick<ShareAnswer, 'message'>): ToastOptions {
  return { title: 'Story Shared!', description: answer.message };
}
