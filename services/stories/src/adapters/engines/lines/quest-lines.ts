import type { GoalKind } from '../idea-reader';
import type { Banded } from './age-bands';

/**
 * What each kind of quest says at its fixed points (issue #23): the problem from the hero's side, the
 * wish, how a try falls short (#miss#, a clause after "but"), how the turn pays off and how the goal is
 * reached. #goal#, #goalPast#, #goalIng#, #target#, #tWas# and #tIt# are the child's own idea.
 */
export const questLines: Record<GoalKind, Record<string, Banded>> = {
  find: {
    problem: {
      young: [
        '#targetBare.capitalize# #tWas# lost, and not even #comp# knew where!',
        'Nobody in #setting# had seen #target#, not even by #spot#.',
        '#targetBare.capitalize# #tWas# not by #spot#, and not in #objPlace#.',
        '#targetBare.capitalize# #tWas# gone, and #comp# could not see #tIt# anywhere.',
      ],
      older: [
        '#target.capitalize# #tWas# missing, and nobody in #setting# had seen #tIt#.',
        'Somewhere in #setting#, #targetBare# #tWas# lost, and the day was getting shorter.',
      ],
      oldest: ['#target.capitalize# had vanished, and although everyone had a theory, nobody had seen #tIt# go.'],
    },
    want: {
      young: [
        '#hero# wanted to #goal# before bedtime in #setting#.',
        '#hero# wanted to #goal#, and so did #comp#.',
        '#hero# missed #target# so much, and so did #comp#.',
        '"I will #goalSaid#," #hero# told #comp#.',
      ],
      older: [
        'More than anything, #hero# wanted to #goal# before dark fell on #setting#.',
        'Whatever it took, and however far past #spot#, #hero# would #goal#.',
        '#hero# could not stop thinking about #target#, not even by #spot#.',
        '"We will #goalSaid#," #hero# promised #comp#, "if we have to search all of #setting#."',
      ],
      oldest: [
        'Nothing else mattered to #heroObj# now: #heroWas# going to #goal#, however long it took.',
        'Even with #sight# to distract #heroObj#, #hero# thought only of #target#.',
      ],
    },
    miss: {
      all: [
        'there was no sign of #target#',
        '#target# #tWas# not there',
        'only #sight# looked back',
        'the trail went cold',
        '#comp# found nothing but #trifle#',
        'there was only #trifle#, and no #targetNoun#',
        'they saw only #sight#, and no #targetNoun#',
        '#comp# looked and looked and found only #trifle#',
      ],
    },
    payoff: {
      young: [
        '#comp# #compDid#, and called, "This way, to #goalPlace#!"',
        '#comp# #compDid#, and pointed to #goalPlace#.',
        'Up by #spot#, #comp# #compDid#.',
        'Then #comp# #compDid#, and off they ran, past #spot#.',
      ],
      older: [
        '#comp# #compDid#, and this time the trail led straight to #goalPlace#.',
        '#comp# #compDid#, then stopped and pointed towards #goalPlace#.',
      ],
    },
    achieved: {
      young: [
        'There #tWas# #target#, safe by #goalPlace#, and #comp# cheered!',
        '#comp# and #heroName# found #target# at last, right by #goalPlace#.',
        'And there by #goalPlace#, under #sight#, #tWas# #target#!',
      ],
      older: [
        'There, curled up safe and sound by #goalPlace#, #tWas# #target#, and #comp# gave a cheer.',
        'And there, right by #goalPlace#, #tWas# #target#, just where #comp# had said.',
        'It was #comp# who saw #tIt# first: #target#, safe by #goalPlace#.',
        'And there, under #sight#, right by #goalPlace#, #tWas# #target#.',
      ],
      oldest: [
        'There, by #goalPlace#, exactly where the clues had pointed, #tWas# #target#, safe and sound.',
        'It was #comp# who reached #goalPlace# first, and there, blinking up at them, #tWas# #target#.',
        'Past #sight#, tucked in beside #goalPlace#, #tWas# #target#, looking as if nothing at all had happened.',
        'At #goalPlace# the search ended at last: #target#, safe, sound and quite unbothered by all the fuss.',
      ],
    },
  },
  solve: {
    problem: {
      young: ['Something strange had happened in #setting#.', 'Nobody by #spot# knew the answer, not even #comp#.'],
      older: [
        'Someone had to #goal#, and everyone in #setting# was looking at #heroObj#.',
        'It was a real puzzle, and nobody in #setting# could crack it.',
      ],
      oldest: ['It was the kind of puzzle that made grown-ups shrug, which was exactly why #hero# wanted to crack it.'],
    },
    want: {
      young: ['#hero# wanted to #goal#, with #comp# to help.', '"We will #goalSaid#," #hero# told #comp#.'],
      older: ['#hero# made up #heroPos# mind to #goal#.', '#hero# took out a notebook: it was time to #goal#.'],
      oldest: ['#hero# decided, with the seriousness of a real detective, to #goal#.'],
    },
    miss: {
      all: [
        'the clue led nowhere',
        'that clue did not fit',
        'the answer was still hiding',
        'it was only a false trail',
        'the only clue was #trifle#',
      ],
    },
    payoff: {
      young: ['#comp# #compDid#, and called, "Look, by #spot#!"', '#comp# #compDid#, and every clue fitted.'],
      older: [
        '#comp# #compDid#, and suddenly every clue fitted together.',
        '#comp# #compDid#, and the last piece of the puzzle clicked into place.',
      ],
    },
    achieved: {
      young: ['#hero# #goalPast# at last, with #comp# close by.', 'So #hero# #goalPast#, right there by #goalPlace#.'],
      older: ['And so #hero# #goalPast#, and it was not who anyone had guessed.', 'With the last clue in place, #hero# #goalPast#.'],
      oldest: ['Piece by piece, #hero# #goalPast#, and the answer turned out kinder than anyone had feared.'],
    },
  },
  make: {
    problem: {
      young: [
        '#hero# wanted to #goal#, but how?',
        'It was hard to #goal# in #setting#.',
        '#hero# tried to #goal# by #spot#, but it went wrong.',
      ],
      older: [
        '#hero# wanted to #goal#, but every try so far had gone wrong.',
        'Nobody in #setting# knew how to #goal#, and #hero# did not either, yet.',
      ],
      oldest: ['#hero# had wanted to #goal# for as long as #hero# could remember, but wanting was the easy part.'],
    },
    want: {
      young: ['#hero# dreamed about it all the way to #spot#.', '"I will #goalSaid#," #hero# told #comp#.'],
      older: ['#hero# could already picture it: #goalIng#, at last.'],
      oldest: ['#hero# could picture it so clearly that it almost hurt: #goalIng#, just once, properly.'],
    },
    miss: {
      all: [
        'it did not look right yet',
        'something was still missing',
        'it came out all lopsided',
        'it was not quite what #hero# pictured',
        'it looked more like #trifle# than anything',
      ],
    },
    payoff: {
      young: ['#comp# #compDid#, and that was what was missing!', '#comp# #compDid#, right by #goalPlace#.'],
      older: ['#comp# #compDid#, and that was exactly what had been missing.', '#comp# #compDid#, and the last piece fell into place.'],
    },
    achieved: {
      young: ['#hero# #goalPast#, right by #goalPlace#!', 'At last, #hero# #goalPast#, with #comp# watching.'],
      older: [
        'At last #hero# #goalPast#, and it was better than any picture in #heroPos# head.',
        'And so #hero# #goalPast#, with a little help from everyone.',
      ],
      oldest: ['In the end #hero# #goalPast#, and it was not perfect, which somehow made it better.'],
    },
  },
  learn: {
    problem: {
      young: ['#hero# wanted to #goal#, but #hero# could not, not yet.', '#hero# tried to #goal# by #spot#, but down #hero# went, bump!'],
      older: ['#hero# wanted to #goal# more than anything, but every try ended in a bump.', 'Everyone said #heroWas# too small to #goal#.'],
      oldest: ['#hero# wanted to #goal#, and had wanted it so long that the wish had worn smooth, like a pebble.'],
    },
    want: {
      young: ['"I will #goalSaid# one day," #hero# told #comp#.', '"Today I will #goalSaid#," #hero# said to #sight#.'],
      older: ['"One day I will #goalSaid#," #hero# told #comp#, "and that day is today."'],
      oldest: ['"Today," #hero# told #comp#, "I am going to #goalSaid#, even if it takes until bedtime."'],
    },
    miss: {
      all: [
        '#hero# landed with a bump',
        'it was harder than it looked',
        '#hero# wobbled and had to stop',
        'it only worked for a moment',
        '#hero# tripped over #trifle#',
      ],
    },
    payoff: {
      young: ['#comp# #compDid#, and called, "Like this, #heroName#!"', '#comp# #compDid#, and #hero# watched very closely.'],
      older: ['#comp# #compDid#, and #hero# watched very closely.', '#comp# #compDid#, and suddenly #hero# saw how it was done.'],
    },
    achieved: {
      young: ['And then #hero# could #goal#, right over #goalPlace#!', 'At last #hero# could #goal#, and #comp# cheered!'],
      older: ['And then, all at once, #hero# could #goal#.', 'This time #hero# did not stop: #hero# could really #goal#.'],
      oldest: ['And then, as if #heroPos# whole body had finally understood, #hero# could #goal#.'],
    },
  },
  help: {
    problem: {
      young: ['#target.capitalize# needed help, and nobody in #setting# knew.', 'Poor #targetNoun#, all alone by #spot#!'],
      older: ['#target.capitalize# needed help, and nobody else had noticed.', 'It was #target# who needed help, and #hero# had heard.'],
      oldest: ['It was #target# who needed help, although nobody in #setting# had stopped long enough to notice.'],
    },
    want: {
      young: ['#hero# wanted to #goal#, and so did #comp#.', '"We will #goalSaid#," #hero# told #comp#.'],
      older: ['#hero# made up #heroPos# mind to #goal#.'],
      oldest: ['#hero# had already decided to #goal#, whatever it took.'],
    },
    miss: {
      all: [
        '#target# still needed help',
        'it did not help, not even a little',
        'it was not enough yet',
        '#target# only sighed',
        'all they found was #trifle#',
      ],
    },
    payoff: {
      young: ['#comp# #compDid#, and that helped!', '#comp# #compDid#, right by #goalPlace#.'],
      older: ['#comp# #compDid#, and that was just the help #target# needed.', '#comp# #compDid#, and #target# began to smile.'],
    },
    achieved: {
      young: ['So #hero# #goalPast#, and #target# smiled.', 'At last #hero# #goalPast#, right by #goalPlace#.'],
      older: [
        'And so #hero# #goalPast#, and #target# had never looked happier.',
        'In the end #hero# #goalPast#, just as #hero# had promised.',
      ],
      oldest: ['In the end #hero# #goalPast#, and #target# would remember it for a very long time.'],
    },
  },
  reach: {
    problem: {
      young: ['#hero# wanted to #goal#, but it was far from #setting#.', 'How could #hero# #goal#? Not even #comp# knew.'],
      older: ['#hero# wanted to #goal#, but nobody knew the way.', 'The way to #goal# was long, and the day was short.'],
      oldest: ['#hero# wanted to #goal#, but the way was long and nobody in #setting# had ever tried.'],
    },
    want: {
      young: ['#hero# called, "Let\'s go, #compName#!"', '"We will #goalSaid#," #hero# told #comp#.'],
      older: ['"Today is the day," #hero# whispered to #comp#.'],
      oldest: ['Today, #hero# decided, was the day to stop wishing and start going.'],
    },
    miss: {
      all: [
        'the way was still long',
        'that was the wrong way',
        'the path ended in a tangle of brambles',
        'it only led back to #spot#',
        'all they found was #trifle#',
      ],
    },
    payoff: {
      young: ['#comp# #compDid#, and called, "This way, #heroName#!"', '#comp# #compDid#, and the way was clear.'],
      older: ['#comp# #compDid#, and at last the way was clear.', '#comp# #compDid#, and the right way opened up ahead.'],
    },
    achieved: {
      young: ['And so #hero# #goalPast#, with #comp#!', 'At last, #hero# #goalPast#, past #goalPlace#.'],
      older: [
        'And at last #hero# #goalPast#, just as the light turned gold.',
        'So #hero# #goalPast#, and it was everything #hero# had hoped.',
      ],
      oldest: ['At last #hero# #goalPast#, and it was stranger and better than any of the stories.'],
    },
  },
  do: {
    problem: {
      young: ['#hero# wanted to #goal#, but it was not easy.', 'Nobody in #setting# had ever managed to #goal#.'],
      older: ['#hero# wanted to #goal#, but it was not going to be easy.', 'Nobody in #setting# had ever managed to #goal#.'],
      oldest: ['#hero# wanted to #goal#, which everybody agreed was impossible, right up until it was not.'],
    },
    want: {
      young: ['"I can do it," #hero# told #comp#.', '"We will #goalSaid#," #hero# said to #comp#.'],
      older: ['"Today is the day," #hero# whispered to #comp#.'],
      oldest: ['#hero# decided that today was the day to find out.'],
    },
    miss: {
      all: [
        'it did not work yet',
        'it was harder than it looked',
        'it nearly worked, but not quite',
        'nothing happened at all',
        'all they found was #trifle#',
      ],
    },
    payoff: {
      young: ['#comp# #compDid#, and that was it!', '#comp# #compDid#, right by #goalPlace#.'],
      older: ['#comp# #compDid#, and suddenly it all made sense.', '#comp# #compDid#, and #hero# knew what to do.'],
    },
    achieved: {
      young: ['So #hero# #goalPast#, with #comp# close by!', 'At last, #hero# #goalPast#, by #goalPlace#.'],
      older: ['And so #hero# #goalPast#, at last.', 'In the end #hero# #goalPast#, and everyone saw it happen.'],
      oldest: ['In the end #hero# #goalPast#, and it seemed, afterwards, like the most natural thing in the world.'],
    },
  },
};
