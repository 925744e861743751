import type { Banded } from './age-bands';

/**
 * The turn, the ending and the bedtime close (issue #23). The turn pays off what the story set up (the
 * companion's talent, the object, the place); the ending names the goal reached and the object that
 * helped; the close is calm.
 */
export const endingLines: Record<string, Banded> = {
  turnLead: {
    young: [
      'Then, by #spot#, #comp# had an idea.',
      'Just then, by #spot#, #comp# stopped.',
      '#comp# looked at #sight#, and then #comp# had an idea.',
      'Under #sight#, #comp# sat up straight.',
    ],
    older: [
      'Just when everything seemed hopeless, #comp# looked up at #sight#.',
      'It was #comp# who noticed it first, over by #spot#.',
      'Then, as they rested by #spot#, #comp# sat up very straight.',
      '#timeLead#, just as #heroWas# about to turn back, #comp# stopped.',
    ],
    oldest: ['It was then, when even #hero# had begun to wonder, that #comp# remembered the one thing #comp# was best at.'],
  },
  objectTurn: {
    young: [
      'Then, by #spot#, #obj# #objPaid#.',
      'Right in front of #comp#, #obj# #objPaid#!',
      'Then #obj# #objPaid#, and #comp# gasped.',
      'And as #sight# sparkled, #obj# #objPaid#!',
      'All at once, #obj# #objPaid#, and #comp# cheered.',
    ],
    older: [
      'At the same moment, with #comp# watching, #obj# #objPaid#.',
      'And #obj#, which had been quiet all the way from #spot#, #objPaid#.',
      'Right there by #spot#, #obj# #objPaid#.',
      'As #sight# glimmered, #obj# #objPaid#.',
      'And then, while #comp# held #heroPos# arm, #obj# #objPaid#.',
    ],
    oldest: [
      'And #obj#, as though it had only been waiting for the right moment, #objPaid#.',
      'It was by #spot#, just when hoping had begun to feel silly, that #obj# #objPaid#.',
    ],
  },
  turnReaction: {
    young: [
      '#hero# cried, "That\'s it, #compName#!"',
      '#comp# jumped up and down by #spot#.',
      '#hero# laughed, and #comp# laughed too.',
      '"Hooray for #obj#!" said #comp#.',
    ],
    older: [
      '#hero# clapped with delight and cried, "That\'s it, #compName#!"',
      '"Why didn\'t we think of that before?" laughed #comp#.',
      '#hero# laughed so loudly that #sight# seemed to laugh too.',
      '"Of course!" said #comp#, bouncing all the way to #spot# and back.',
      'Hope fluttered in #heroPos# chest like a butterfly over #spot#.',
    ],
    oldest: ['#hero# laughed out loud; the answer had been beside them all along.'],
  },
  objectEnd: {
    young: [
      '#hero# hugged #obj#.',
      '#hero# tucked #obj# under #heroPos# arm.',
      '"Thank you," #hero# whispered to #obj#, and #comp# nodded.',
      '#hero# gave #obj# a happy pat, and #comp# did too.',
      '#obj.capitalize# had helped, and so had #comp#!',
      '#hero# held #obj# up high for all of #setting# to see.',
    ],
    older: [
      '#hero# held #obj# close; #oIt# had helped all along.',
      'Without #obj#, and without #comp#, none of it would have happened.',
      '#hero# tucked #obj# away safely, for the next adventure in #setting#.',
    ],
    oldest: ['#hero# turned #obj# over in #heroPos# hands, understanding at last what it had been for.'],
  },
  helperEnd: {
    young: ['#helper.capitalize# cheered by #spot#.', '#helper.capitalize# cheered, and so did #comp#.'],
    older: ['#helper.capitalize# cheered loudest of all.'],
    oldest: ['#helper.capitalize#, who had helped when it mattered, cheered loudest of all.'],
  },
  celebrate: {
    young: ['Everyone in #setting# cheered!', '#comp# did a happy dance by #spot#.', 'Even #sight# seemed to cheer.'],
    older: ['Everyone cheered so loudly that #sight# seemed to dance.', '#comp# did three happy somersaults by #spot#.'],
    oldest: ['There was laughing, and hugging, and a little happy crying, and nobody in #setting# minded in the least.'],
  },
  proud: {
    young: ['"You did it, #heroName#!" said #comp#.', '#hero# felt warm inside, like #sight#.', '#hero# gave #comp# a big hug.'],
    older: [
      '#comp# said, "I knew you could do it, all the way from #spot#!"',
      '#hero# felt as warm as toast inside, all the way from #spot#.',
      '"We make a good team," #comp# said, looking at #sight#.',
    ],
    oldest: [
      '#hero# felt something settle inside, quiet and warm, that had not been there that morning.',
      'As #sight# shimmered, something in #heroPos# chest untangled, like a kite string when the wind finally catches.',
      '#comp# said nothing at all, which from #comp# was the highest praise, and watched #sight# with #heroObj#.',
    ],
  },
  lesson: {
    young: ['#comp# and #heroName# knew it now: friends help each other.', 'Trying again by #spot# had been brave.'],
    older: ['#hero# understood that asking for help is a brave thing to do.', 'Working together, #hero# saw, made everything easier.'],
    oldest: ['It had not been strength that mattered, #hero# realised, but patience, and friends who stayed.'],
  },
  homeward: {
    young: [
      'Then it was time to go home from #goalPlace#, with #comp# in front.',
      'Home they went, past #spot# and #sight#.',
      'They walked home past #spot#, slow and sleepy.',
      '#comp# led the way home past #sight#.',
    ],
    older: [
      'At last, as the sky turned pink and gold, #hero# headed home past #spot#.',
      '#comp# led the way home, past #sight# and #spot#, humming.',
      'By the time they reached home, the first stars were out over #setting#.',
    ],
    oldest: ['The way home past #spot# seemed much shorter than the way out, as ways home often do.'],
  },
  threadHint: {
    young: ['On the way, #hero# saw #newThread#, and wondered.', '"Look!" whispered #comp#, and pointed at #newThread#.'],
    older: [
      '#hero# kept thinking about #newThread#, and wondered what it could mean.',
      '#comp# yawned and whispered, "Tomorrow, let\'s find out about #newThread#."',
    ],
    oldest: [
      'Only one thing still puzzled #heroObj#: #newThread#, which was a question for another night.',
      'Somewhere beyond #spot#, #newThread# was waiting, but it could wait until morning.',
    ],
  },
  goodnight: {
    young: [
      'Goodnight, #heroName#, and goodnight, #sight#.',
      'Soon #heroWas# fast asleep, and so was #comp#.',
      'Soon #heroWas# asleep, dreaming of #sight#.',
    ],
    older: [
      '#hero# snuggled under the blanket and closed #heroPos# eyes, while #comp# settled down nearby.',
      'Soon #heroWas# fast asleep, dreaming of #sight#.',
      'Soon #heroWas# fast asleep, and #comp# was snoring softly.',
    ],
    oldest: [
      'And with a long, contented sigh, #hero# let sleep arrive, and #comp# did the same.',
      'The last thing #hero# saw before sleep arrived was #sight#, far off and calm.',
    ],
  },
  cliff: {
    young: ['What would #hero# and #comp# do now?', 'What would #hero# find by #spot#?'],
    older: ['Could #hero# really #goal# before the day was done?'],
    oldest: ['Whether #hero# could #goal# before nightfall was another question entirely.'],
  },
  sequelOpening: {
    all: [
      'After the last adventure in #setting#, #heroName# could not stop thinking about #thread#.',
      'A few days later, #heroName# was back in #setting#, still wondering about #thread#.',
    ],
  },
  sequelProblem: {
    all: ['All day, #thread# was still on #heroPos# mind.', 'Somehow, #thread# seemed to be part of it too.'],
  },
  sequelResolve: {
    all: [
      'And the mystery of #thread# was solved at last: it had been leading here all along.',
      'So the secret of #thread# was a secret no more.',
    ],
  },
};
