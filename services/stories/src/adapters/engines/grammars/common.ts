import type { AgeGroup } from '@inkspell/contracts/stories';

/** Words that change with the listener's age: plain for the youngest, richer for the oldest. */
/** Small finds a try turns up instead of what was wanted: "all they found was a button". */
export const trifles = [
  'a pebble',
  'a button',
  'a feather',
  'a shiny bead',
  'an odd sock',
  'a sleepy snail',
  'a lost mitten',
  'a curly leaf',
];

export const ageVocabulary: Record<AgeGroup, Record<string, string[]>> = {
  '3-6': {
    big: ['big', 'huge'],
    small: ['small', 'tiny', 'little'],
    happy: ['happy', 'glad'],
    scared: ['scared', 'worried'],
    brave: ['brave'],
    curious: ['curious', 'busy'],
    quick: ['quick', 'fast'],
    loud: ['loud', 'happy'],
    quiet: ['quiet', 'calm'],
    wobbly: ['little', 'small'],
  },
  '7-10': {
    big: ['huge', 'enormous', 'giant'],
    small: ['tiny', 'little', 'small'],
    happy: ['happy', 'cheerful', 'joyful'],
    scared: ['nervous', 'scared', 'worried'],
    brave: ['brave', 'bold'],
    curious: ['curious', 'clever', 'lively'],
    quick: ['quick', 'nimble'],
    loud: ['loud', 'bubbly'],
    quiet: ['quiet', 'peaceful'],
    wobbly: ['wobbly', 'small'],
  },
  '11-13': {
    big: ['enormous', 'towering', 'immense'],
    small: ['tiny', 'modest', 'humble'],
    happy: ['contented', 'joyful', 'delighted'],
    scared: ['uneasy', 'apprehensive', 'anxious'],
    brave: ['brave', 'determined', 'fearless'],
    curious: ['inquisitive', 'resourceful', 'curious'],
    quick: ['nimble', 'swift'],
    loud: ['contagious', 'ringing'],
    quiet: ['hushed', 'tranquil'],
    wobbly: ['trembling', 'hesitant'],
  },
};
