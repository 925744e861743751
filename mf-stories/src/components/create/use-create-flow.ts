import type { PreviewAnswer, PublicUser } from '@inkspell/contracts';
import type { QuickIdea } from '@inkspell/contracts/quick-ideas';
import { hasConnection, parentPinHeaders, toast } from '@inkspell/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGenerateStory } from '../../api/generate';
import { usePreviewStory } from '../../api/preview';
import {
  generateFailedToast,
  loginRequiredToast,
  needsConnectionToast,
  notEnoughInkToast,
  previewFailedToast,
  previewNeedsNameToast,
  previewNeedsThemeToast,
} from '../../api/story-toasts';
import { draftCost, isInkShort } from './create-cost';
import { preloadStoryPage } from './preload-story-page';
import { initialDraft, previewProblem, validateDraft, type DraftErrors, type StoryDraft } from './story-form-state';

/**
 * The creation flow of spec 01 §4: idle → generating (the waiting animation) → a preview shown
 * (anyone) or a full story created and opened (logged in). On error the animation stops and a toast
 * says why. A full story is a job (issue #22): the 202 answer opens its page at once, where the waiting
 * animation goes on until the first words arrive; a refusal (402, validation, safety) still comes here.
 */
export function useCreateFlow(user: PublicUser | null) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<StoryDraft>(initialDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const previewCall = usePreviewStory();
  const generateCall = useGenerateStory();

  // Visitors never see the narration option, so their stories are asked for without it.
  const includeAudio = user ? draft.includeAudio : false;
  const cost = draftCost(draft, user !== null);
  const inkShort = user !== null && isInkShort(user.inkCount, cost);
  const generating = previewCall.isPending || generateCall.isPending || generateCall.isSuccess;

  const update = <K extends keyof StoryDraft>(field: K, value: StoryDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const pickIdea = (idea: QuickIdea) => update('prompt', idea.prompt);

  const checkedForm = async () => {
    const result = await validateDraft({ ...draft, includeAudio });
    if ('errors' in result) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.form;
  };

  const requestPreview = async () => {
    const problem = previewProblem(draft);
    if (problem) {
      toast(problem === 'no-category' ? previewNeedsThemeToast : previewNeedsNameToast);
      return;
    }
    const form = await checkedForm();
    if (!form) return;
    previewCall.mutate(form, { onSuccess: setPreview, onError: (error) => toast(previewFailedToast(error)) });
  };

  const createStory = async () => {
    // Offline the family also looks signed out (nobody could ask who is here): the connection is what is missing.
    if (!hasConnection()) {
      toast(needsConnectionToast('create'));
      return;
    }
    if (!user) {
      toast(loginRequiredToast);
      return;
    }
    const form = await checkedForm();
    if (!form) return;
    if (inkShort) {
      toast(notEnoughInkToast(cost));
      return;
    }
    // With a parent PIN the grown-up types it first (ADR 0019); cancelling spends nothing.
    const headers = await parentPinHeaders(user, 'Create this story');
    if (!headers) return;
    preloadStoryPage();
    generateCall.mutate(
      { form, headers },
      {
        onSuccess: (answer) => void navigate(`/story/${encodeURIComponent(answer.id)}`),
        onError: (error) => toast(generateFailedToast(error, cost)),
      },
    );
  };

  return {
    draft,
    errors,
    preview,
    cost,
    /** Narration as the create button will ask for it (never for visitors). */
    includeAudio,
    inkShort,
    generating,
    isPreviewing: previewCall.isPending,
    update,
    pickIdea,
    requestPreview: () => void requestPreview(),
    createStory: () => void createStory(),
    /** The create button is off while generating, without a category, or when ink is short (spec 01 §5). */
    createDisabled: generating || !draft.category || inkShort,
  };
}
