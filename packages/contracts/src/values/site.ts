/**
 * The static pages' shared facts (spec 02 §2 Static pages, §4 contact form, §9): the contact
 * message the form sends and the testimonials the frame rotates. Pure data: the
 * shell bundles this file.
 */

/** The contact form's sending state lasts this long (spec 02 §9: "Contact fake send delay: 2 seconds"). */
export const contactSendingMs = 2000;

/** Where the contact form posts (answered by the admin service once its Messages tab exists). */
export const contactMessagesPath = '/api/contact-messages';

export const contactMessageLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** The texts of the contact form's checks (the spec names none; the e-mail one is the product's usual). */
export const contactMessages = {
  nameRequired: 'Please tell us your name',
  emailInvalid: 'Valid email is required',
  subjectRequired: 'Please add a subject',
  messageRequired: 'Please write your message',
  tooLong: (limit: number) => `Please keep this under ${limit} characters`,
} as const;

/** One family's words about Inkspell. */
export interface Testimonial {
  id: string;
  quote: string;
  /** First name only: families are not named in full. */
  name: string;
  /** Who they are to the reader: "Mum of Ava, 6". */
  role: string;
}

/** How many testimonials show at once, and how often they change (spec 02 §2, §9). */
export const testimonialsShown = 5;
export const testimonialRotationMs = 8000;

/**
 * The testimonials the frame picks from (spec 02 §2: "A testimonial list rotates 5 random items").
 * Sample wording written for the product: replace with real families' words, given with their consent.
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'bedtime-dragon',
    quote: 'Bedtime used to be a battle. Now Noah runs to bed asking which dragon he will meet tonight.',
    name: 'Hannah',
    role: 'Mum of Noah, 5',
  },
  {
    id: 'reluctant-reader',
    quote: 'My son never wanted to read on his own. When the hero has his name, he reads every word.',
    name: 'Marcus',
    role: 'Dad of Leo, 8',
  },
  {
    id: 'grandma-voice',
    quote: 'I live far from my grandchildren. We make a story together on video calls and Spell reads it to all of us.',
    name: 'Rosa',
    role: 'Grandma of three',
  },
  {
    id: 'safe-stories',
    quote: 'I checked the safety settings before anything else. Every story has been kind, gentle and right for her age.',
    name: 'Priya',
    role: 'Mum of Anika, 4',
  },
  {
    id: 'sibling-sequels',
    quote: 'The twins take turns continuing the same adventure. Their space saga is on chapter nine.',
    name: 'Tom',
    role: 'Dad of twins, 7',
  },
  {
    id: 'classroom',
    quote: 'We made a mystery starring the class hamster. Thirty children, completely silent, hanging on every line.',
    name: 'Ms. Okafor',
    role: 'Year 2 teacher',
  },
  {
    id: 'new-sister',
    quote: 'A story about a brave big sister helped Maya get ready for the new baby more than any book we owned.',
    name: 'Claire',
    role: 'Mum of Maya, 6',
  },
  {
    id: 'narration',
    quote: 'Spell reads with such a warm voice. On long car rides the stories keep everyone smiling.',
    name: 'Daniel',
    role: 'Dad of two',
  },
  {
    id: 'own-ideas',
    quote: 'Zara comes up with the wildest ideas, like a mermaid who bakes. Seeing them turned into a real story makes her glow.',
    name: 'Amira',
    role: 'Mum of Zara, 9',
  },
  {
    id: 'shy-reader',
    quote: 'He is shy about reading aloud, but he practises with his own underwater adventures and is so proud of himself.',
    name: 'Sofia',
    role: 'Mum of Mateo, 7',
  },
  {
    id: 'ink-fair',
    quote: 'The ink system is easy to understand, and we always know what a story costs before we make it.',
    name: 'James',
    role: 'Dad of Isla, 10',
  },
  {
    id: 'keepsake',
    quote: 'We saved her favourite fairy tales as a collection. One day she will read them to her own children.',
    name: 'Elena',
    role: 'Mum of Lucia, 6',
  },
];
