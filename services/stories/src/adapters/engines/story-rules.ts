import type { AgeGroup } from '@inkspell/contracts/stories';
import { ageVocabulary, trifles } from './grammars/common';
import type { CategoryGrammar, Companion } from './grammars/types';
import type { Idea, Thing } from './idea-reader';
import { rulesForAge } from './lines/age-bands';
import { endingLines } from './lines/ending-lines';
import { openingLines } from './lines/opening-lines';
import { questLines } from './lines/quest-lines';
import { ledBeats, lowerOpening, sentenceLeads, withLeads } from './lines/sentence-leads';
import { tryLines } from './lines/try-lines';
import { objectUse } from './object-uses';
import { talentFitsGoal } from './companion-fit';

/** Everything fixed for one story before any sentence is drawn. */
export interface StoryCast {
  hero: string;
  setting: string;
  companion: Companion;
  idea: Idea;
  /** The object the tries use and the ending names: the child's, or the category's when the idea has none. */
  object: Thing;
  /** Where the object turns up and the goal is reached. */
  place: string;
  /** A sequel's inherited open thread. */
  previousThread?: string;
  /** This story's open thread. */
  newThread: string;
}

/** What the hero does at a spot while trying, per kind of quest. */
const seekFor: Record<Idea['goal']['kind'], string> = {
  find: 'look for #target#',
  solve: 'look for clues',
  make: 'look for what was missing',
  learn: 'practise',
  help: 'find a way to help',
  reach: 'look for the way',
  do: 'look for a way',
};

const sceneClauseCommon = [
  'as #sight# glimmered in the distance',
  'just as the light began to change',
  'while #comp# hummed a little tune',
  'while somewhere far away a bird called out',
  'while the whole of #setting# seemed to hold its breath',
];

/**
 * A category line after one of several lead-ins ("Soon the path climbed higher"), so the same line reads
 * differently from story to story (issue #23 asks at most 20% of sentences shared across 20 stories).
 */
function led(lead: string, lines: readonly string[]): string[] {
  return lines.map((line) => {
    // A line that names a place of its own gets no lead that names another ("Beyond the bridge, … past the bridge").
    const symbol = line.includes('#place#') ? `${lead}Here` : lead;
    return `#${symbol}#${lowerOpening(line)}`;
  });
}

/** Lead-ins that name a spot, for lines that name none. */
const spotLeads = (...leads: string[]) => leads.map((l) => `${l} #spot#, `);

/** "a glowing map", "a pair of paper wings", "some cookies": the object as it is first found. */
function objectWithArticle(object: Thing): string {
  if (object.plural)
    return `${/(wings|flippers|shoes|boots|goggles|binoculars)$/.test(object.words) ? 'a pair of' : 'some'} ${object.words}`;
  return `${/^[aeiou]/.test(object.words) ? 'an' : 'a'} ${object.words}`;
}

/** The story's rules: the age group's lines, the quest's, the category's colour and the child's idea. */
export function storyRules(category: CategoryGrammar, cast: StoryCast, ageGroup: AgeGroup): Record<string, string[]> {
  const { idea, object } = cast;
  const goal = idea.goal;
  const target = goal.target;
  const use = objectUse(object.phrase);
  const extraPlaces = idea.places.slice(1).map((p) => p.phrase);
  const opening = rulesForAge(openingLines, ageGroup);
  // A hero who is "a little robot" is introduced as one, whichever opening is drawn.
  if (idea.heroKind) opening.opening = opening.opening!.filter((line) => line.includes('#heroWhat#'));
  const rules: Record<string, string[]> = {
    ...opening,
    ...rulesForAge(tryLines, ageGroup),
    ...rulesForAge(endingLines, ageGroup),
    ...rulesForAge(questLines[goal.kind], ageGroup),
    ...ageVocabulary[ageGroup],
    goalPlace: [cast.place],
    place: category.rules.place,
    spot: [...extraPlaces, ...category.rules.place.filter((p) => p !== cast.place)],
    sight: category.rules.sight,
    scene: led('sceneLead', category.rules.scene),
    journey: led('journeyLead', category.rules.journey),
    bedtime: led('bedLead', category.rules.bedtime),
    // Lead-ins with a slot (a spot, the companion; never a spot before a line that names one), so a category's few scene and journey lines rarely repeat.
    // Each lead's opening words belong to one list only, so two paragraphs in a row do not open alike.
    sceneLeadHere: ['', 'Here, ', 'Just then, ', 'Meanwhile, ', 'All around #comp#, '],
    sceneLead: ['', 'All around, ', 'Nearby, ', ...spotLeads('Over by', 'Near', 'Around', 'Close to', 'Far beyond')],
    journeyLeadHere: ['', 'After a while, ', 'Before long, ', 'Behind #comp#, '],
    journeyLead: [
      '',
      'Then ',
      'Soon ',
      'A little later, ',
      'With #comp# in front, ',
      ...spotLeads('On the way to', 'Just past', 'Beyond', 'Not far from', 'Out past'),
    ],
    // At bedtime the hero is home: the night is over the whole setting, not at one of its spots.
    bedLead: ['', 'Outside, ', 'Softly, ', 'By now, ', 'All over #setting#, ', 'Far away, ', 'Above #setting#, '],
    sceneClause: [...category.rules.sceneClause, ...sceneClauseCommon],
    local: category.locals,
    trifle: trifles,
    helper: idea.helpers.length > 0 ? idea.helpers.map((h) => h.phrase) : category.locals,
    setting: [cast.setting],
    // A companion spoken to is called by name: "Come on, Pip", never "Come on, the fox".
    compName: [cast.companion.name],
    compKind: [cast.companion.kind],
    compCan: [cast.companion.can],
    compDid: [cast.companion.did],
    heroWhat: [idea.heroKind ?? 'a child'],
    goal: [goal.base],
    goalPast: [goal.past],
    goalIng: [goal.gerund],
    // The hero says "my kitten" where the narrator says "her kitten".
    goalSaid: [goal.base.replace(/#heroPos#/g, 'my')],
    target: [target?.phrase ?? goal.gerund],
    targetNoun: [target?.noun ?? 'friend'],
    // "The kitten was lost", not "the lost kitten was lost".
    targetBare: [target ? target.phrase.replace(/\b(lost|missing) /, '') : goal.gerund],
    tWas: [target?.plural ? 'were' : 'was'],
    tIt: [target?.plural ? 'them' : 'it'],
    seek: [seekFor[goal.kind]],
    obj: [object.phrase],
    objA: [objectWithArticle(object)],
    objNoun: [object.noun],
    oWas: [object.plural ? 'were' : 'was'],
    oIt: [object.plural ? 'they' : 'it'],
    objUsed: use.used,
    objPaid: use.paid,
    objPlace: [idea.places[0]?.phrase ?? `a quiet corner of ${cast.setting}`],
    thread: [cast.previousThread ?? ''],
    newThread: [cast.newThread],
    ...rulesForAge(sentenceLeads, ageGroup),
  };
  // A talent that cannot turn this quest (a knitted rope for a painting) only cheers the hero on; the
  // object, paid off in the next line, carries the turn.
  if (!talentFitsGoal(cast.companion, goal.kind))
    rules.payoff = [
      '#comp# #compDid#, just to make #heroObj# laugh, and that gave #hero# an idea about #obj#.',
      '#comp# #compDid#, and while #hero# watched, an idea about #obj# arrived.',
    ];
  for (const beat of ledBeats) if (rules[beat]) rules[beat] = withLeads(rules[beat], beat !== 'heroTrait');
  return rules;
}
