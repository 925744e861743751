import {
  categoryIds,
  categoryLook,
  continueInkCost,
  heroPronounIds,
  inkGrants,
  inkPacks,
  refundReasons,
  storyInkCost,
  storyLengthIds,
  ageGroups,
  readMinutesFor,
  type InkPack,
  type RefundReason,
} from '@inkspell/contracts';
import { familyUsername, seedId, seedPaymentIntentId } from './ids';
import { randomFor } from './random';
import { storyText, type StoryText } from './story-text';
import { adminNotes, contactSubjects, firstNames, heroNames, lastNames, refundDescriptions } from './words';

/** A family's data as the platform would hold it, before it is split into each service's rows. Pure: family n is always the same. */
export interface FamilyPlan {
  family: number;
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  stories: StoryPlan[];
  purchases: PurchasePlan[];
  refunds: RefundPlan[];
  contacts: ContactPlan[];
}

export interface StoryPlan extends StoryText {
  id: string;
  category: string;
  characterName: string;
  heroPronouns: string;
  ageGroup: string;
  length: string;
  readTime: number;
  inkCost: number;
  hasAudio: boolean;
  isPublic: boolean;
  collectionId: string | null;
  collectionOrder: number;
  holdId: string;
  /** The key stories gives ink.hold.create (story:<id> or continue:<id>) and the hold's description. */
  holdKey: string;
  holdDescription: string;
  createdAt: Date;
}

export interface PurchasePlan {
  n: number;
  paymentIntentId: string;
  pack: InkPack;
  createdAt: Date;
}

export interface RefundPlan {
  id: string;
  itemType: 'story' | 'other';
  itemId: string | null;
  itemTitle: string | null;
  inkAmount: number;
  reason: RefundReason;
  description: string;
  status: 'pending' | 'approved' | 'denied';
  adminNotes: string | null;
  createdAt: Date;
  processedAt: Date | null;
}

export interface ContactPlan {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  read: boolean;
  createdAt: Date;
}

const minute = 60_000;
const day = 24 * 60 * minute;
/** One family joins every 4 minutes: 100,000 families span about nine months. */
export const familyEvery = 4 * minute;
/** The last family joined this long before the seed, so every story, purchase and refund of theirs is in the past. */
const settledFor = 20 * day;

/** When family 0 would have joined, for a seed of `families` run at `now`: the newest family settled by `now`. */
export function joinedFromFor(families: number, now: Date): number {
  return now.getTime() - settledFor - families * familyEvery;
}
const storiesPerFamily = [2, 3, 3, 3, 4] as const;

/** The oldest families all have a refund request; after them, one family in twenty. */
const oldestWithRefunds = 12;
const refundStatuses = ['pending', 'approved', 'denied'] as const;

/** Family `family`, joined `family` × familyEvery after `joinedFrom`; the same rows and ids whenever it is planned. */
export function planFamily(family: number, joinedFrom: number): FamilyPlan {
  const random = randomFor(family);
  const userId = seedId('user', family);
  const username = familyUsername(family);
  const firstName = firstNames[family % firstNames.length]!;
  const lastName = lastNames[Math.floor(family / firstNames.length) % lastNames.length]!;
  const createdAt = new Date(joinedFrom + family * familyEvery);
  const email = `${username}@example.com`;

  const stories: StoryPlan[] = [];
  const purchases: PurchasePlan[] = [];
  let balance: number = inkGrants.welcome;
  const count = random.pick(storiesPerFamily);
  // About a third of the families with more than one story continue their first one as chapters (a collection).
  const sequels = count > 1 && random.next() < 0.35;
  for (let i = 0; i < count; i++) {
    // A story every few days: the fourth is at most twelve days after joining.
    const at = new Date(createdAt.getTime() + i * 3 * day + (10 + random.below(3 * 24 * 60 - 10)) * minute);
    // No narration: a seeded story has no audio file, so none was asked for or paid.
    const hasAudio = false;
    const first = stories[0];
    const id = seedId('story', family, i);
    let story: StoryPlan;
    if (sequels && first) {
      first.collectionId = first.id;
      story = {
        ...first,
        id,
        title: `${first.title}: the next chapter`,
        hasAudio,
        inkCost: continueInkCost(hasAudio),
        isPublic: false,
        collectionOrder: i + 1,
        holdId: seedId('hold', family, i),
        holdKey: `continue:${id}`,
        holdDescription: `New chapter: ${first.title}`,
        createdAt: at,
      };
    } else {
      const category = random.pick(categoryIds);
      const hero = random.pick(heroNames);
      const length = random.pick(storyLengthIds);
      const text = storyText(category, hero, random);
      story = {
        ...text,
        id,
        category,
        characterName: hero,
        heroPronouns: random.pick(heroPronounIds),
        ageGroup: random.pick(ageGroups),
        length,
        readTime: readMinutesFor(length),
        inkCost: storyInkCost(length, hasAudio),
        hasAudio,
        isPublic: random.next() < 0.2,
        collectionId: null,
        collectionOrder: 1,
        holdId: seedId('hold', family, i),
        holdKey: `story:${id}`,
        holdDescription: `Story: ${hero}'s ${categoryLook(category).name}`,
        createdAt: at,
      };
    }
    // A family buys a pack when the next story costs more than they have, a little before making it.
    while (balance < story.inkCost) {
      const pack = random.pick(inkPacks);
      const n = purchases.length;
      purchases.push({ n, paymentIntentId: seedPaymentIntentId(family, n), pack, createdAt: new Date(at.getTime() - 5 * minute) });
      balance += pack.credits;
    }
    balance -= story.inkCost;
    stories.push(story);
  }

  const refunds: RefundPlan[] = [];
  if (family <= oldestWithRefunds || family % 20 === 0) {
    const story = stories[random.below(stories.length)]!;
    const status = refundStatuses[family % refundStatuses.length]!;
    const asked = new Date(story.createdAt.getTime() + 60 * minute);
    const aboutStory = random.next() < 0.8;
    refunds.push({
      id: seedId('refundRequest', family),
      itemType: aboutStory ? 'story' : 'other',
      itemId: aboutStory ? story.id : null,
      itemTitle: aboutStory ? story.title : 'Ink for a story that never finished',
      inkAmount: aboutStory ? 1 + random.below(story.inkCost) : 1 + random.below(3),
      reason: random.pick(refundReasons),
      description: random.pick(refundDescriptions),
      status,
      adminNotes: status === 'pending' ? null : random.pick(adminNotes[status]),
      createdAt: asked,
      processedAt: status === 'pending' ? null : new Date(asked.getTime() + day),
    });
  }

  const contacts: ContactPlan[] = [];
  if (family % 25 === 3) {
    const signedIn = random.next() < 0.7;
    contacts.push({
      id: seedId('contactMessage', family),
      name: `${firstName} ${lastName}`,
      email,
      subject: random.pick(contactSubjects),
      message: `Hello Inkspell team, this is ${firstName} from ${username}. ${random.pick(refundDescriptions)} Thank you for the stories!`,
      userId: signedIn ? userId : null,
      read: random.next() < 0.5,
      createdAt: new Date(createdAt.getTime() + 10 * day),
    });
  }

  return { family, userId, username, email, firstName, lastName, createdAt, stories, purchases, refunds, contacts };
}
