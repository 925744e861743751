import type { Banded } from './age-bands';

/**
 * Lead-ins that put a sentence somewhere in the story's own world ("Down by the mossy waterfall, ", "With
 * Pip close by, "), so the same beat reads differently from story to story (issue #23: at most 20% of
 * sentences shared across 20 stories with the same inputs). Most carry a slot (a spot, the companion, a
 * sight of the setting), which is where the variety comes from; they never say when, so they cannot clash
 * with the story's time of day.
 */
const lead: Banded = {
  // 3-6 hears only short leads, so a led sentence stays one short clause ("By the cave, ...").
  young: [
    'By #spot#, ',
    'Near #spot#, ',
    'At #spot#, ',
    'Down by #spot#, ',
    'Up by #spot#, ',
    'Next to #comp#, ',
    'Beside #comp#, ',
    'With #comp#, ',
    'Just then, ',
    'Right there, ',
  ],
  older: [
    'By #spot#, ',
    'Over by #spot#, ',
    'Down by #spot#, ',
    'Close to #spot#, ',
    'With #comp# close by, ',
    'Next to #comp#, ',
    'Just then, ',
    'Right there, ',
    'Near #spot#, ',
    'Up by #spot#, ',
    'Out by #spot#, ',
    'Beside #comp#, ',
    'With #sight# all around, ',
    'As #sight# glimmered nearby, ',
    'Halfway to #spot#, ',
    'Somewhere near #spot#, ',
    'With #comp# at #heroPos# side, ',
    'While #sight# shimmered in the distance, ',
    'Not far from #spot#, ',
  ],
  oldest: ['In the shadow of #spot#, ', 'With #sight# catching the light, '],
};

/** Only a slot-free or place lead for a line that names the companion itself ("Next to Pip, Pip cheered"). */
const withoutCompanion = (leads: readonly string[] = []) => leads.filter((l) => !l.includes('#comp'));

export const sentenceLeads: Record<string, Banded> = {
  lead,
  leadNoComp: {
    all: [],
    young: withoutCompanion(lead.young),
    older: withoutCompanion(lead.older),
    oldest: withoutCompanion(lead.oldest),
  },
};

/** The beats that take a lead-in: plain narration, not dialogue, openings or lines that already say where. */
export const ledBeats: readonly string[] = [
  'heroTrait',
  'want',
  'objLook',
  'feeling',
  'encourage',
  'seekLead',
  'turnReaction',
  'objectTurn',
  'objectEnd',
  'celebrate',
  'proud',
  'helperEnd',
];

/**
 * Each line of `lines` as it is and (twice) after #lead#, so most of the time a beat opens somewhere. A
 * line that opens with dialogue or names a place keeps no lead, one that names the companion gets no lead
 * that names it again, and a led line loses its opening capital. Before the companion is met
 * (`meetsCompanion` false) no lead names it.
 */
export function withLeads(lines: readonly string[], meetsCompanion = true): string[] {
  const led = lines
    .filter((line) => !/#(spot|place|goalPlace|objPlace)#/.test(line))
    .filter(
      (line) =>
        !/^["“]|^(By|At|In|On|Over|Down|Near|With|Just|Right|Then|And|Soon|As|All|Under|Up|Off|Once|Next|Home|Even|Without|There|For|Somewhere|Far|Beyond|Halfway|Out|Not|Close|Here|Nearby|Past|Around|Outside|Meanwhile|While|Although|Trusting|If|Today|Giving|Whatever)\b/.test(
          line,
        ),
    )
    .map((line) => `#${line.includes('#comp') || !meetsCompanion ? 'leadNoComp' : 'lead'}#${lowerOpening(line)}`);
  return [...lines, ...led, ...led, ...led];
}

/** A line after a lead-in: its opening capital goes (the writer capitalises whatever then opens the sentence). */
export function lowerOpening(line: string): string {
  if (line.startsWith('#')) return line.replace(/^(#[a-zA-Z0-9]+)((?:\.[a-z]+)*)\.capitalize#/, '$1$2#');
  return /^I\b/.test(line) ? line : line.charAt(0).toLowerCase() + line.slice(1);
}
