import { categoryIds, quickIdeas, storyInkCost, continueInkCost, storyLengthIds } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import { createButtonLabel } from '../src/components/create/create-button-label';
import { costBreakdown, draftCost, isInkShort } from '../src/components/create/create-cost';
import { enoughForText, storiesAffordable } from '../src/components/create/ink-panel-rules';
import { nextQuickIdeasStart, quickIdeasPage } from '../src/components/create/quick-ideas-paging';
import { msUntilNextPhase, waitingPhaseAt } from '../src/components/create/waiting-phases';
import { initialDraft, previewProblem, validateDraft, type StoryDraft } from '../src/components/create/story-form-state';
import {
  nextWelcomeAudioState,
  welcomeAudioLabel,
  welcomeAudioVolume,
  type WelcomeAudioState,
} from '../src/components/home/welcome-audio-state';

describe("ink panel: 'Enough for N more stories' (balance / 2, rounded down)", () => {
  it.each([
    [0, 0],
    [1, 0],
    [5, 2],
    [8, 4],
    [23, 11],
  ])('%i ink is enough for %i', (balance, stories) => {
    expect(storiesAffordable(balance)).toBe(stories);
    expect(enoughForText(balance)).toBe(`Enough for ${stories} more stories`);
  });
});

describe('quick ideas: 3 at a time, advancing by 3, cycling over 22', () => {
  it('there are 22 ideas', () => {
    expect(quickIdeas).toHaveLength(22);
  });

  it('walks the whole list and wraps around at the end', () => {
    let start = 0;
    const seen: number[][] = [];
    for (let page = 0; page < 8; page++) {
      seen.push(quickIdeasPage(quickIdeas, start).map((idea) => idea.id));
      start = nextQuickIdeasStart(start, quickIdeas.length);
    }
    expect(seen[0]).toEqual([1, 2, 3]);
    expect(seen[1]).toEqual([4, 5, 6]);
    expect(seen[6]).toEqual([19, 20, 21]);
    // The 8th page reaches the end and continues from the start.
    expect(seen[7]).toEqual([22, 1, 2]);
    expect(new Set(seen.flat()).size).toBe(22);
  });

  it('always shows three', () => {
    for (let start = 0; start < 22; start++) expect(quickIdeasPage(quickIdeas, start)).toHaveLength(3);
  });
});

describe('waiting animation phases (10 s loop, changes at 0.5, 1.5, 4, 5.2, 5.5, 8 and 9 s)', () => {
  it.each([
    [0, 'initial'],
    [499, 'initial'],
    [500, 'tipping'],
    [1499, 'tipping'],
    [1500, 'emptying'],
    [3999, 'emptying'],
    [4000, 'returning'],
    [5200, 'upright'],
    [5499, 'upright'],
    [5500, 'refilling'],
    [7999, 'refilling'],
    [8000, 'complete'],
    [8999, 'complete'],
    [9000, 'initial'],
    [9999, 'initial'],
    [10_000, 'initial'],
    [10_500, 'tipping'],
    [28_100, 'complete'],
  ])('at %i ms it is %s', (ms, phase) => {
    expect(waitingPhaseAt(ms)).toBe(phase);
  });

  it('waits exactly until the next change', () => {
    expect(msUntilNextPhase(0)).toBe(500);
    expect(msUntilNextPhase(5300)).toBe(200);
    expect(msUntilNextPhase(9000)).toBe(1000);
    expect(msUntilNextPhase(19_999)).toBe(1);
  });
});

describe('cost on the create button (base by length + 1 art + 1 audio)', () => {
  it.each([
    ['short', false, 2],
    ['short', true, 3],
    ['medium', false, 3],
    ['medium', true, 4],
    ['long', false, 4],
    ['long', true, 5],
  ] as const)('%s with audio %s costs %i', (length, audio, cost) => {
    expect(storyInkCost(length, audio)).toBe(cost);
    expect(createButtonLabel(storyInkCost(length, audio))).toBe(`Create Full Story (${cost} ink)`);
  });

  it('continuing costs 2, or 3 with narration', () => {
    expect(continueInkCost(false)).toBe(2);
    expect(continueInkCost(true)).toBe(3);
  });
});

describe('welcome audio button (idle, loading, playing, paused)', () => {
  it('loads on the first press, plays when started, pauses and resumes, and is idle again at the end', () => {
    let state: WelcomeAudioState = 'idle';
    state = nextWelcomeAudioState(state, 'press');
    expect(state).toBe('loading');
    expect(welcomeAudioLabel[state]).toBe('Loading');
    state = nextWelcomeAudioState(state, 'started');
    expect(state).toBe('playing');
    state = nextWelcomeAudioState(state, 'press');
    expect(state).toBe('paused');
    state = nextWelcomeAudioState(state, 'press');
    expect(state).toBe('playing');
    expect(nextWelcomeAudioState(state, 'ended')).toBe('idle');
  });

  it('a failed start returns to idle; pressing while loading changes nothing', () => {
    expect(nextWelcomeAudioState('loading', 'failed')).toBe('idle');
    expect(nextWelcomeAudioState('loading', 'press')).toBe('loading');
  });

  it('plays at volume 0.7', () => {
    expect(welcomeAudioVolume).toBe(0.7);
  });
});

describe('create form checks (spec 01 §5)', () => {
  const filled: StoryDraft = { ...initialDraft, characterName: 'Mira', prompt: 'A map that leads to the moon', category: 'space' };

  it('starts with narration on, medium length and ages 7-10', () => {
    expect(initialDraft).toMatchObject({ includeAudio: true, length: 'medium', ageGroup: '7-10', category: '' });
  });

  it('a preview needs a theme first, then a name and a quest', () => {
    expect(previewProblem({ ...filled, category: '' })).toBe('no-category');
    expect(previewProblem({ ...filled, characterName: ' ' })).toBe('no-name-or-prompt');
    expect(previewProblem({ ...filled, prompt: '' })).toBe('no-name-or-prompt');
    expect(previewProblem(filled)).toBeNull();
  });

  it("reports the schema's messages per field", async () => {
    const result = await validateDraft({ ...initialDraft, prompt: 'short' });
    expect(result).toEqual({
      errors: {
        characterName: 'Character name is required',
        prompt: 'Please describe your adventure in at least 10 characters',
        category: 'Please select a story category',
      },
    });
    expect(await validateDraft(filled)).toEqual({
      form: {
        characterName: 'Mira',
        prompt: 'A map that leads to the moon',
        category: 'space',
        ageGroup: '7-10',
        length: 'medium',
        includeAudio: true,
        heroPronouns: 'they',
      },
    });
  });
});

describe('the price on the page and on the preview card is the price the create button charges (ADR 0022)', () => {
  const cases = storyLengthIds.flatMap((length) => [true, false].map((includeAudio) => [length, includeAudio] as const));

  it.each(cases)('%s, narration %s: the charge of POST /generate (storyInkCost), whatever the category', (length, includeAudio) => {
    const charged = storyInkCost(length, includeAudio);
    for (const category of ['' as const, ...categoryIds]) {
      const draft: StoryDraft = { ...initialDraft, category, length, includeAudio };
      expect(draftCost(draft, true)).toBe(charged);
    }
    expect(costBreakdown(length, includeAudio)).toMatch(new RegExp(` = ${charged} ink$`));
    expect(createButtonLabel(draftCost({ length, includeAudio }, true))).toBe(`Create Full Story (${charged} ink)`);
  });

  it("never shows spec 01 §9's flat estimate (3 per category + 1 audio) where the charge differs", () => {
    expect(draftCost({ length: 'short', includeAudio: true }, true)).toBe(3);
    expect(draftCost({ length: 'long', includeAudio: true }, true)).toBe(5);
    expect(draftCost({ length: 'medium', includeAudio: false }, true)).toBe(3);
  });

  it('prices a visitor’s draft without narration, which they cannot ask for', () => {
    expect(draftCost({ length: 'medium', includeAudio: true }, false)).toBe(storyInkCost('medium', false));
  });

  it('names the parts of the price on the card', () => {
    expect(costBreakdown('medium', true)).toBe('Medium story 2 + pictures 1 + narration 1 = 4 ink');
    expect(costBreakdown('short', false)).toBe('Short story 1 + pictures 1 = 2 ink');
    expect(costBreakdown('long', true)).toBe('Long story 3 + pictures 1 + narration 1 = 5 ink');
  });
});

describe('the create button is off for want of ink only when the balance is known to be short', () => {
  it.each([
    [2, 3, true],
    [3, 3, false],
    [100, 5, false],
    [0, 2, true],
  ])('%i ink for a %i ink story: short %s', (balance, cost, short) => {
    expect(isInkShort(balance, cost)).toBe(short);
  });

  it('an unknown balance (the ink service did not answer in time) is not "no ink": the server answers 402 if it is short', () => {
    expect(isInkShort(null, 3)).toBe(false);
    expect(isInkShort(undefined, 3)).toBe(false);
  });
});
