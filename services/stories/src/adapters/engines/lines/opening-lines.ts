import type { Banded } from './age-bands';

/**
 * The first two paragraphs: who the hero is, where, with whom, what they already have, and the problem
 * they decide to take on. The quest's own words (#problem#, #want#) come from quest-lines.ts.
 */
export const openingLines: Record<string, Banded> = {
  opening: {
    all: [
      'Once upon a time, in #setting#, there lived #heroWhat# called #heroName#.',
      'In #setting#, where #sight# could be seen from every window, lived #heroWhat# named #heroName#.',
      'On #weather.a# morning in #setting#, #heroName# stepped outside and took a deep breath.',
      '#heroName# lived in #setting#, close to #spot#.',
    ],
    young: [
      '#heroName# lived in #setting#, near #spot#.',
      'In #setting#, by #spot#, lived #heroName#.',
      '#heroName# woke up early in #setting#, on #weather.a# day.',
      'Every day, #heroName# played by #spot# in #setting#.',
    ],
    older: [
      'Not so long ago, in #setting#, #heroWhat# called #heroName# woke before anyone else.',
      'Every morning in #setting# began the same way for #heroName#, until this one.',
      'There is a place called #setting#, and that is where #heroName# lived, not far from #spot#.',
    ],
    oldest: [
      'If you had visited #setting# that #season#, you might have met #heroName#, #heroWhat# who noticed what others walked past.',
      'In #setting#, where #sight# caught the early light, #heroName# was already awake and thinking.',
    ],
  },
  heroTrait: {
    young: [
      '#hero# liked #sight# best of all.',
      '#hero# had #quick# feet and #big.a# smile.',
      '#hero# loved to count #sight#.',
      '#hero# liked to sing to #sight#.',
      '#hero# liked to play by #spot#.',
    ],
    older: [
      '#hero# had #loud.a# laugh and pockets full of useful things.',
      '#hero# liked to hum while walking, and to count #sight# when nobody was looking.',
      '#hero# always carried a notebook for drawing #sight#.',
    ],
    oldest: [
      'Although #heroWas# not the tallest in #setting#, nobody asked better questions.',
      '#hero# kept a notebook of everything #sight# seemed to be saying, which was more than most people thought.',
    ],
  },
  companionMeet: {
    young: [
      'Out from #spot# came #comp#, #compKind#. #comp# could #compCan#.',
      '#heroPos# best friend was #comp#, #compKind#. #comp# could #compCan#.',
      'By #spot# sat #comp#, #compKind#. #comp# could #compCan#.',
      'Along came #comp#, #compKind#, who could #compCan#.',
    ],
    older: [
      'By #heroPos# side, as always, was #comp#, #compKind#, who could #compCan#.',
      'Along came #comp#, #compKind#, who could #compCan# better than anyone in #setting#.',
      'Out from behind #spot# popped #comp#, #compKind#, who could #compCan#.',
    ],
    oldest: ['Never far away was #comp#, #compKind#, whose one great talent was that it could #compCan#.'],
  },
  compSkill: {
    young: ['#comp# could #compCan#.', 'Best of all, #comp# could #compCan#.'],
    older: ['Nobody in #setting# could #compCan# quite like #comp#.', 'Best of all, #comp# could #compCan#, which would matter later.'],
  },
  objIntro: {
    young: [
      '#timeLead#, #hero# found #objA# in #objPlace#.',
      'In #objPlace#, #hero# and #comp# found #objA# #objHidden#.',
      '#timeLead#, #comp# spotted #objA# #objHidden#.',
      '#comp# looked around #objPlace# and found #objA# #objHidden#.',
    ],
    older: [
      '#timeLead#, in #objPlace#, #hero# found #objA#.',
      'It started in #objPlace#, where #hero# found #objA# #objHidden#, while #comp# watched.',
      'It was #comp# who spotted #objA# #objHidden# in #objPlace#.',
      '#timeLead#, #hero# found #objA# #objHidden# in #objPlace#.',
    ],
    oldest: ['It was in #objPlace#, #objHidden#, that #hero# found #objA#, and nothing was quite ordinary after that.'],
  },
  objHidden: {
    all: [
      'behind a stack of old boxes',
      'under a dusty cloth',
      'tucked inside a boot',
      'half hidden under a leaf',
      'wrapped in a scrap of ribbon',
      'at the very back of a shelf',
    ],
  },
  objLook: {
    young: ['#obj.capitalize# #oWas# #objShine#.', '#comp# looked at #obj#, #objShine#.', '#hero# held #obj#, #objShine#.'],
    older: ['#obj.capitalize# was #objShine#, as if it was waiting for something.', '#comp# peered at #obj#, which was #objShine#.'],
    oldest: ['Whatever #obj# was for, it was #objShine#, and #hero# had the feeling it had been waiting.'],
  },
  objShine: {
    all: [
      'warm to touch',
      'humming very quietly',
      'light as a feather',
      'older than it looked',
      'still a little dusty',
      'just the right size for a pocket',
    ],
  },
  problemLead: {
    young: [
      '#timeLead#, by #spot#, something went wrong.',
      '#timeLead#, #comp# came running from #spot#.',
      '#timeLead#, there was trouble in #setting#.',
      'But then, near #spot#, #comp# gave a shout.',
    ],
    older: [
      'But #timeLead2#, over by #spot#, everything changed.',
      '#timeLead#, #comp# came running with #wobbly.a# look.',
      'Then, out of nowhere near #spot#, trouble arrived.',
    ],
    oldest: ['It was #timeLead2#, just as #sight# began to glow, that the trouble began.'],
  },
  feeling: {
    young: [
      '#hero# felt #scared#.',
      '#heroPos# tummy did a flip.',
      '#comp# held on tight.',
      '#heroWas# #scared#, just for a moment.',
      '#comp# felt #scared# too.',
      '#hero# looked at #sight# and felt #scared#.',
      '#comp# hid behind #spot#, just for a moment.',
      '#hero# held #obj# tight.',
      '#heroPos# knees went wobbly by #spot#.',
      '#hero# gulped and looked at #comp#.',
      'A shiver ran down #heroPos# back at #spot#.',
      '"We can do this," #comp# whispered.',
      '#hero# stayed close to #comp#.',
    ],
    older: [
      '#heroPos# heart thumped like a tiny drum, and #comp# noticed.',
      'For a moment, #hero# felt #scared#, and #comp# crept closer.',
      '#comp# looked at #heroObj# with #wobbly.a# smile.',
      '#heroWas# #scared#, but only until #comp# came closer.',
      '#heroWas# not going to let #sight# stand in the way.',
      '#comp# peeked out from behind #spot#, looking #scared#.',
      'Even #sight# seemed to hold still, and #hero# felt #scared#.',
    ],
    oldest: [
      'For a long moment #hero# said nothing, although #heroPos# heart was racing.',
      '#scared.a.capitalize# silence settled over #spot#.',
      '#hero# kept very still by #spot#, listening to #heroPos# own heartbeat.',
    ],
  },
  decide: {
    young: [
      '"We can do it, #compName#," #hero# said.',
      '#hero# stood up tall and said, "Off to #spot#!"',
      '"Come on, #compName#," #hero# said, and off they went.',
      '"Let\'s try #spot# first," #hero# said.',
    ],
    older: [
      '"We can do this," #hero# said, and #comp# nodded.',
      '#hero# stood up tall and said, "We start at #spot#!"',
      '"Nobody else in #setting# is going to do it," #hero# said, "so we will!"',
      '"Come on, #compName#," #hero# said, "we have a lot of #setting# to cover."',
      '#hero# looked out at #sight# and said, "Let\'s go."',
    ],
    oldest: [
      '#hero# took a steadying breath; if anyone was going to #goal#, it would have to be #heroObj#.',
      '"Then we start now," #hero# said quietly, and #comp# did not argue.',
      '#hero# glanced towards #spot#, weighed it all up, and made a plan.',
    ],
  },
  timeLead: {
    all: [
      'That morning',
      'Just after breakfast',
      'One #weather# day',
      'Early that day',
      'Before lunch',
      'That afternoon',
      'One #weather# morning',
      'On #weather.a# afternoon',
    ],
  },
  timeLead2: { all: ['that very morning', 'just before lunch', 'late that afternoon', 'that same day', 'soon after'] },
  weather: { all: ['bright', 'breezy', 'golden', 'misty', 'sparkling', 'quiet', 'sunny', 'silvery'] },
  season: { all: ['spring', 'summer', 'autumn', 'winter'] },
};
