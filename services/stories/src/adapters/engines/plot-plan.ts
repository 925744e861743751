import type { StoryLength } from '@inkspell/contracts/stories';
import type { Idea } from './idea-reader';
import type { Random } from './seeded-random';

/**
 * The plot of an offline story (issue #23), as the symbols each paragraph is written from. The opening sets
 * up what the ending pays off: the companion's talent (#companionMeet#), the object (#objIntro#). The problem
 * is the child's goal; each try uses one of the child's things (or a spot or a local of the setting) and
 * carries its own setback; the turn uses the companion's talent and the object; the ending names the goal
 * reached and the object; the close is calm.
 */
export type Beat = readonly string[];

export interface StoryBeats {
  opening: Beat;
  problem: Beat;
  turn: Beat;
  resolution: Beat;
  close: Beat;
}

/** Extra sentences per fixed beat by length: longer stories linger in each scene, not only in the middle. */
const lingerBy: Record<StoryLength, number> = { short: 0, medium: 1, long: 2 };

export function storyBeats(options: { sequel: boolean; length: StoryLength; idea: Idea }): StoryBeats {
  const linger = lingerBy[options.length];
  const { idea, sequel } = options;
  const some = (extras: string[]) => extras.slice(0, linger);
  return {
    opening: [sequel ? 'sequelOpening' : 'opening', ...some(['heroTrait', 'scene']), 'companionMeet', 'objIntro', ...some(['objLook'])],
    problem: ['problemLead', 'problem', ...(sequel ? ['sequelProblem'] : []), 'feeling', 'want', ...some(['scene']), 'decide'],
    turn: ['turnLead', 'payoff', 'objectTurn', 'turnReaction'],
    resolution: [
      'achieved',
      ...(sequel ? ['sequelResolve'] : []),
      'objectEnd',
      ...(idea.helpers.length > 0 ? ['helperEnd'] : []),
      'celebrate',
      ...some(['proud', 'lesson']),
    ],
    close: ['homeward', 'bedtime', ...some(['bedtime']), 'threadHint', 'goodnight'],
  };
}

/**
 * The middle's episodes, as many as the length needs: first a try with each of the child's things (the
 * object, then helpers and places), then tries at the setting's spots and with its locals. Each episode is
 * a bit of journey or scene, the try with its setback, and a word from the companion.
 */
export function* middleEpisodes(idea: Idea, random: Random): Generator<Beat> {
  const childs = ['objectTry', ...idea.helpers.map(() => 'helperTry'), ...idea.places.slice(1).map(() => 'placeTry')];
  const cycle = ['placeTry', 'localTry', 'objectTry', 'placeTry', 'localTry'];
  const asides = ['companionTalk', 'encourage', 'seekLead'];
  const settings = ['journey', 'scene', 'journey'];
  for (let i = 0; i < 40; i += 1) {
    const attempt = childs[i] ?? cycle[(i - childs.length) % cycle.length]!;
    const aside = asides[Math.floor(random() * asides.length)]!;
    yield [settings[i % settings.length]!, attempt, aside, i % 2 === 0 ? 'journey' : 'feeling'];
  }
}
