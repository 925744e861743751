import { randomUUID } from 'node:crypto';
import type { StoryRecord } from '../../src/domain/story';

/** A saved full story with two pictures and a recording, for rules that decide what a viewer receives. */
export function storyRecord(overrides: Partial<StoryRecord> = {}): StoryRecord {
  const content = [
    'Luna packed her lantern and set off before sunrise. The hills were silver with dew.',
    'At the river she met a talking heron who knew the way to the Whispering Wood.',
    'Deep in the wood the trees hummed a song that only brave hearts could hear.',
    'At last Luna found the lost star and carried it home, and the whole village cheered.',
  ].join('\n\n');
  return {
    reviewState: 'approved',
    status: 'ready',
    failureReason: null,
    heroPronouns: null,
    heroLook: null,
    id: randomUUID(),
    userId: randomUUID(),
    username: 'luna_reads',
    sessionId: null,
    title: 'Luna and the Lost Star',
    content,
    preview: content.slice(0, 60),
    category: 'adventure',
    characterName: 'Luna',
    prompt: 'my daughter Luna who is afraid of the dark finds a star',
    ageGroup: '7-10',
    length: 'short',
    readTime: 3,
    inkCost: 3,
    isPublic: false,
    isPreview: false,
    hasImages: true,
    imageUrls: ['/api/stories/assets/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.svg', '/api/stories/assets/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.svg'],
    hasAudio: true,
    audioUrl: '/api/stories/assets/cccccccccccccccccccccccccccccccc.mp3',
    timingsUrl: '/api/stories/assets/dddddddddddddddddddddddddddddddd.vtt',
    metadata: {
      wordCount: 62,
      setting: 'the Whispering Wood',
      openThread: 'who lit the star?',
      skeletonId: 'quest',
      keywords: ['star'],
      engine: 'offline',
    },
    collectionId: null,
    collectionOrder: 1,
    holdId: randomUUID(),
    ownerDisabled: false,
    createdAt: new Date('2026-01-02T03:04:05Z'),
    ...overrides,
  };
}
