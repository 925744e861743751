import type { Companion } from './grammars/types';
import type { GoalKind } from './idea-reader';

/**
 * Which kinds of quest a companion's one talent can turn (issue #23): a nose or sharp eyes find things and
 * show the way, light and song help something be made or learnt, a knitted rope or a strong back helps
 * and carries across but paints no sunset. The story's companion is drawn from those that fit its goal, so
 * the turn pays off a talent that belongs to it.
 */
const talentFits: readonly (readonly [RegExp, readonly GoalKind[]])[] = [
  [/sniff|smell|hear|see|spot|scan|zoom|look|signal|remember/, ['find', 'solve', 'reach', 'help']],
  [/climb|fly|jump|hop|squeeze|dart|fit into|dig|steer|stick/, ['find', 'reach', 'learn', 'do', 'help']],
  [/light|shine|glow|fairy dust|bubbles/, ['make', 'help', 'reach', 'learn', 'do', 'find']],
  [/sing/, ['make', 'help', 'learn', 'do']],
  [/knit|lift/, ['help', 'do', 'reach']],
];

export function talentFitsGoal(companion: Companion, kind: GoalKind): boolean {
  return talentFits.some(([talent, kinds]) => talent.test(companion.can) && kinds.includes(kind));
}

/** The companions whose talent can turn this kind of quest; all of them when none can. */
export function companionsFor(companions: readonly Companion[], kind: GoalKind): readonly Companion[] {
  const fitting = companions.filter((c) => talentFitsGoal(c, kind));
  return fitting.length > 0 ? fitting : companions;
}
