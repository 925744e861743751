import type { Banded } from './age-bands';

/**
 * The middle of the story: tries at the quest, each with the setback that answers it (issue #23). A try
 * and its setback are one line, so the setback speaks of the same place, object or helper: `[p:#spot#]`
 * binds the place before anything names it (a line may only say #p# after its binding, or it would name
 * the last try's place). #seek# is what the hero is doing there (quest-lines' kind), #miss# how it falls
 * short. Tries open in many ways, so two tries in a row do not sound alike.
 */
export const tryLines: Record<string, Banded> = {
  objectTry: {
    young: [
      'At [p:#spot#]#p#, #hero# #objUsed#, but #miss#.',
      '#hero# took #obj# to [p:#spot#]#p#. But at #p#, #miss#.',
      '"Help us, #objNoun#!" said #comp# by [p:#spot#]#p#. But at #p#, #miss#.',
      'Off to [p:#spot#]#p# went #hero#, with #obj#. But at #p#, #miss#.',
      'Next to [p:#spot#]#p#, #comp# watched #hero#. #hero.capitalize# #objUsed#, but #miss#.',
    ],
    older: [
      'At [p:#spot#]#p#, #hero# #objUsed#, but #miss#.',
      '"Maybe #obj# can help," #hero# said at [p:#spot#]#p#, and #objUsed#, but #miss#.',
      'With #obj# held tight, #hero# tried again beside [p:#spot#]#p#. But when #hero# looked up at #p#, #miss#.',
      'Once they reached [p:#spot#]#p#, #hero# #objUsed#, while #comp# kept watch. But at #p#, #miss#.',
    ],
    oldest: [
      'At [p:#spot#]#p#, #hero# #objUsed#, patiently, the way a map-maker checks a coastline. Yet #miss#.',
      '#hero# trusted #obj# more than #heroPos# own eyes and carried it as far as [p:#spot#]#p#, only to find that #miss#.',
    ],
  },
  placeTry: {
    young: [
      '#hero# went to [p:#spot#]#p# to #seek#. But at #p#, #miss#.',
      'They looked by [p:#spot#]#p#, with #comp# in front. But at #p#, #miss#.',
      'Then #comp# ran to [p:#spot#]#p#. But at #p#, #miss#.',
      'Up to [p:#spot#]#p# they went, to #seek#. But at #p#, #miss#.',
    ],
    older: [
      '#hero# set off with #comp# to [p:#spot#]#p# to #seek#. But at #p#, #miss#.',
      'Next, #hero# tried [p:#spot#]#p#, looking high and low. But at #p#, #miss#.',
      'They climbed all the way to [p:#spot#]#p# to #seek#. But when they got to #p#, #miss#.',
      '"What about [p:#spot#]#p#?" said #comp#, so off they went. But at #p#, #miss#.',
    ],
    oldest: [
      '[p:#spot#]Reasoning that #p# was the one place nobody had thought to try, #hero# led the way there; but #miss#.',
      'The path to [p:#spot#]#p# took longer than #hero# had expected, and when they finally arrived, #miss#.',
    ],
  },
  helperTry: {
    young: [
      '#hero# asked [h:#helper#]#h# for help by #spot#. #h.capitalize# tried, but #miss#.',
      '"Can you help?" #hero# asked [h:#helper#]#h# by #spot#. But #miss#, even with #h#.',
    ],
    older: [
      '#hero# asked [h:#helper#]#h# how to #seek#. #h.capitalize# did their very best by #spot#, but #miss#.',
      '[h:#helper#]#h.capitalize# listened carefully and had an idea. They tried it together at [p:#spot#]#p#. But at #p#, #miss#.',
    ],
    oldest: [
      '#hero# went to [h:#helper#]#h#, who listened without interrupting and then suggested a plan; they tried it together, but #miss#.',
    ],
  },
  localTry: {
    young: [
      'By #spot#, #hero# asked [h:#local#]#h#. But #h# did not know, and #miss#.',
      '[h:#local#]#h.capitalize# tried to help near [p:#spot#]#p#. But at #p#, #miss#.',
      '"We can help!" said [h:#local#]#h#, and they tried by [p:#spot#]#p#. But at #p#, #miss#.',
    ],
    older: [
      '#hero# asked [h:#local#]#h# for help at [p:#spot#]#p#. But at #p#, #miss#, even with #h#.',
      'On the way they met [h:#local#]#h#, who pointed them towards [p:#spot#]#p#. But at #p#, #miss#.',
    ],
    oldest: ['#hero# stopped to ask [h:#local#]#h#, who had lived in #setting# longer than anyone; the advice was kind, but #miss#.'],
  },
  companionTalk: {
    young: [
      '"Look at #sight#!" said #comp#.',
      '"I am a bit #scared# of #spot#," said #comp#.',
      '"Are we nearly at #goalPlace#?" asked #comp#.',
      '"Let\'s look by #spot#," said #comp#.',
    ],
    older: [
      '#comp# said, "Maybe we should look near #spot#."',
      '"You are braver than you think," #comp# told #heroObj# by #spot#.',
      '"Whatever happens, we stay together," said #comp#, glancing at #sight#.',
      '"Let\'s count to three and try again," said #comp#, looking at #sight#.',
    ],
    oldest: ['"We are closer than it feels," #comp# said, although #comp# sounded less sure than usual.'],
  },
  encourage: {
    young: ['#hero# gave #comp# a hug by #spot#.', 'They shared a snack by #spot#.', '#hero# smiled at #comp#, and #comp# smiled back.'],
    older: [
      '#hero# gave #comp# a big hug, and they kept going past #spot#.',
      'They shared a snack by #spot# and felt stronger at once.',
      '#hero# hummed a song about #sight# to keep their spirits up.',
    ],
    oldest: ['They sat for a moment by #spot#, sharing the last of the snacks, and neither of them mentioned giving up.'],
  },
  seekLead: {
    young: [
      '#hero# did not give up, not with #comp# there.',
      'They kept going past #spot#.',
      '#heroWas# tired, but #hero# kept going past #sight#.',
    ],
    older: ['#hero# did not give up, not even a little, not with #comp# there.', '"One more try," #hero# said, looking at #spot#.'],
    oldest: [
      'Giving up, #hero# decided, was not one of the choices.',
      'Somewhere between #spot# and #sight#, #hero# stopped thinking about giving up at all.',
      '#hero# pushed on past #spot#; stopping now would mean the whole day had been for nothing.',
    ],
  },
};
