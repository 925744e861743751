import type { Banded } from './age-bands';

/**
 * The middle of the story: tries at the quest, each with the setback that answers it (issue #23). A try
 * and its setback are one line, so the setback speaks of the same place, object or helper ([p:...] binds
 * it). #seek# is what the hero is doing there (quest-lines' kind), #miss# how it falls short.
 */
export const tryLines: Record<string, Banded> = {
  objectTry: {
    young: [
      '#hero# #objUsed#. It led to [p:#spot#]#p#. But at #p#, #miss#.',
      '#hero# took #obj# to [p:#spot#]#p#. But at #p#, #miss#.',
      '"Help us, #objNoun#!" said #comp#. #hero# #objUsed# to [p:#spot#]#p#. But at #p#, #miss#.',
    ],
    older: [
      '#hero# #objUsed#, all the way to [p:#spot#]#p#. But at #p#, #miss#.',
      '"Maybe #obj# can help," #hero# said, and #objUsed# until they reached [p:#spot#]#p#. But at #p#, #miss#.',
      'With #obj# held tight, #hero# tried again beside [p:#spot#]#p#. But when #hero# looked up, #miss#.',
    ],
    oldest: [
      '#hero# #objUsed#, patiently, the way a map-maker checks a coastline, until it seemed to settle on [p:#spot#]#p#. Yet at #p#, #miss#.',
      'Trusting #obj# more than #heroPos# own eyes, #hero# #objUsed# as far as [p:#spot#]#p#, only to find that #miss#.',
    ],
  },
  placeTry: {
    young: ['#hero# went to [p:#spot#]#p# to #seek#. But at #p#, #miss#.', 'They looked by [p:#spot#]#p#. But at #p#, #miss#.'],
    older: [
      '#hero# set off with #comp# to [p:#spot#]#p# to #seek#. But at #p#, #miss#.',
      'Next, #hero# tried [p:#spot#]#p#, looking high and low. But at #p#, #miss#.',
      'They climbed all the way to [p:#spot#]#p# to #seek#. But when they got there, #miss#.',
    ],
    oldest: [
      'Reasoning that #p# was the one place nobody had thought to try, #hero# led the way to [p:#spot#]#p#; but #miss#.',
      'The path to [p:#spot#]#p# took longer than #hero# had expected, and when they finally arrived, #miss#.',
    ],
  },
  helperTry: {
    young: [
      '#hero# asked [h:#helper#]#h# for help. #h.capitalize# tried. But #miss#.',
      '"Can you help?" #hero# asked [h:#helper#]#h#. But #miss#.',
    ],
    older: [
      '#hero# asked [h:#helper#]#h# how to #seek#. #h.capitalize# did their very best, but #miss#.',
      '[h:#helper#]#h.capitalize# listened carefully and had an idea. They tried it together, but #miss#.',
    ],
    oldest: [
      '#hero# went to [h:#helper#]#h#, who listened without interrupting and then suggested a plan; they tried it together, but #miss#.',
    ],
  },
  localTry: {
    young: ['#hero# asked [h:#local#]#h#. But #h# did not know, and #miss#.', '[h:#local#]#h.capitalize# tried to help. But #miss#.'],
    older: [
      '#hero# asked [h:#local#]#h# for help. #h.capitalize# did their best, but #miss#.',
      'On the way they met [h:#local#]#h#, who pointed them towards #spot#. But #miss#.',
    ],
    oldest: ['#hero# stopped to ask [h:#local#]#h#, who had lived in #setting# longer than anyone; the advice was kind, but #miss#.'],
  },
  companionTalk: {
    young: ['"Look at #sight#!" said #comp#.', '"I am a bit #scared#," said #comp#.', '"Are we there yet?" asked #comp#.'],
    older: [
      '#comp# said, "Maybe we should look near #spot#."',
      '"You are braver than you think," #comp# told #heroObj#.',
      '"Whatever happens, we stay together," said #comp#, glancing at #sight#.',
      '"Let\'s count to three and try again," said #comp#.',
    ],
    oldest: ['"We are closer than it feels," #comp# said, although #comp# sounded less sure than usual.'],
  },
  encourage: {
    young: ['#hero# gave #comp# a hug.', 'They shared a snack by #spot#.', '#hero# smiled. #comp# smiled too.'],
    older: [
      '#hero# gave #comp# a big hug, and they kept going.',
      'They shared a snack by #spot# and felt stronger at once.',
      '#hero# hummed a song about #sight# to keep their spirits up.',
    ],
    oldest: ['They sat for a moment by #spot#, sharing the last of the snacks, and neither of them mentioned giving up.'],
  },
  seekLead: {
    young: ['#hero# did not give up.', 'They kept going past #spot#.', '#heroWas# tired. But #hero# kept going.'],
    older: ['#hero# did not give up, not even a little.', '#hero# said, "One more try."'],
    oldest: ['Giving up, #hero# decided, was not one of the choices.'],
  },
};
