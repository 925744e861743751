import { errorCodes, storyMessages } from '@inkspell/contracts';
import { ApiError } from '@inkspell/ui';
import { describe, expect, it } from 'vitest';
import {
  adventureContinuesToast,
  continueFailedToast,
  deleteFailedToast,
  generateFailedToast,
  loginRequiredToast,
  previewFailedToast,
  referralToast,
  shareFailedToast,
  shareLinkFailedToast,
  shareMissingInfoToast,
} from '../src/api/story-toasts';

const failed = (
  status: number,
  code: string,
  message = 'The server said no',
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ status, code, message, ...extra });
const joined = (toast: { title: string; description?: string }, separator: string) => `${toast.title}${separator}${toast.description}`;

describe('toasts of preview and creation, chosen by code (spec 01 §8)', () => {
  const unsafe = failed(422, errorCodes.contentSafety, 'whatever text', { isContentSafetyError: true, flaggedWords: ['sword'] });

  it('a content-safety refusal is the Forbidden Spell, word for word', () => {
    for (const toast of [previewFailedToast(unsafe), generateFailedToast(unsafe, 4)]) {
      expect(joined(toast, ' ')).toBe(storyMessages.contentSafety);
      expect(toast.title).toBe('Forbidden Spell Detected!');
      expect(toast.variant).toBe('destructive');
    }
  });

  it('a murder mystery refused in the mystery category is the kind suggestion, word for word (ADR 0033)', () => {
    const mystery = failed(422, errorCodes.gentleMysteryOnly, 'whatever text', { isContentSafetyError: true, flaggedWords: ['murder'] });
    for (const toast of [previewFailedToast(mystery), generateFailedToast(mystery, 4)]) {
      expect(joined(toast, ' ')).toBe(storyMessages.gentleMysteryOnly);
      expect(toast.title).toBe('Spell Solves Gentle Mysteries!');
      expect(toast.variant).toBe('destructive');
    }
  });

  it('the flag alone is enough, whatever the code', () => {
    expect(previewFailedToast(failed(400, errorCodes.validation, 'x', { isContentSafetyError: true })).title).toBe(
      'Forbidden Spell Detected!',
    );
  });

  it('other preview failures show the server message, else the fallback', () => {
    expect(previewFailedToast(failed(500, errorCodes.internal, 'Spell dropped the quill'))).toMatchObject({
      title: 'Preview Generation Failed',
      description: 'Spell dropped the quill',
    });
    expect(previewFailedToast(new TypeError('x')).description).toBe('Unable to generate preview. Please try again.');
  });

  it('not enough ink names what was needed', () => {
    expect(generateFailedToast(failed(402, errorCodes.notEnoughInk, 'no', { needed: 5, balance: 2 }), 4)).toEqual({
      title: 'Not Enough Ink',
      description: 'You need 5 ink to create this story. Please refill your magic ink!',
      variant: 'destructive',
    });
    expect(generateFailedToast(failed(402, errorCodes.notEnoughInk), 4).description).toBe(
      'You need 4 ink to create this story. Please refill your magic ink!',
    );
  });

  it('a lost session asks to log in', () => {
    expect(generateFailedToast(failed(401, errorCodes.unauthenticated), 4)).toBe(loginRequiredToast);
    expect(joined(loginRequiredToast, ': ')).toBe('Login Required: Please login to create full stories!');
  });

  it('other creation failures say Story Creation Failed', () => {
    expect(generateFailedToast(failed(503, errorCodes.unavailable, 'napping'), 4)).toMatchObject({
      title: 'Story Creation Failed',
      description: 'napping',
    });
    expect(generateFailedToast(new Error('x'), 4).description).toBe('Unable to create story. Please try again.');
  });
});

describe('delete, continue and share toasts', () => {
  it('delete failures: the library says Error deleting story, the reader Error', () => {
    expect(deleteFailedToast(new Error('x'), 'library')).toMatchObject({
      title: 'Error deleting story',
      description: 'Something went wrong. Please try again.',
    });
    expect(deleteFailedToast(new Error('x'), 'reader')).toMatchObject({ title: 'Error', description: 'Failed to delete story' });
    expect(deleteFailedToast(failed(404, errorCodes.notFound, 'Story not found'), 'reader').description).toBe('Story not found');
  });

  it('continue failures say Adventure Paused; a shortage names the ink needed', () => {
    expect(continueFailedToast(new Error('x'), 3)).toMatchObject({
      title: 'Adventure Paused',
      description: 'Failed to continue adventure. Please try again.',
    });
    expect(continueFailedToast(failed(402, errorCodes.notEnoughInk, 'no', { needed: 3 }), 2).description).toBe(
      'Not enough ink! Need 3 ink',
    );
  });

  it('Adventure Continues! lasts 5 seconds, the referral toast 8', () => {
    expect(adventureContinuesToast('Mira')).toMatchObject({ title: 'Adventure Continues!', durationMs: 5000 });
    expect(referralToast(false).durationMs).toBe(8000);
    expect(referralToast(true).durationMs).toBe(8000);
  });

  it('share toasts use the catalogue words', () => {
    expect(joined(shareMissingInfoToast, ': ')).toBe('Missing Information: Please enter recipient name and email');
    expect(joined(shareLinkFailedToast, ': ')).toBe('Error: Failed to generate share link');
    expect(shareFailedToast(new Error('x'))).toMatchObject({ title: 'Share Failed', description: 'Failed to share story' });
  });
});
