import type { Story } from '@inkspell/contracts';

/** A stored story as the service answers it; tests override what they are about. */
export function aStory(fields: Partial<Story> = {}): Story {
  return {
    id: 's1',
    userId: 'u1',
    title: 'Mira and the Moon Map',
    content: 'Once upon a time Mira found a map.\n\nIt led to the moon.',
    preview: 'Mira finds a map that leads to the moon.',
    category: 'space',
    characterName: 'Mira',
    prompt: 'A map that leads to the moon',
    ageGroup: '7-10',
    length: 'medium',
    readTime: 5,
    inkCost: 4,
    isPublic: false,
    isPreview: false,
    isPartialContent: false,
    hasImages: true,
    imageUrls: ['/api/stories/assets/a.svg'],
    hasAudio: true,
    audioUrl: '/api/stories/assets/a.mp3',
    timingsUrl: null,
    metadata: { wordCount: 14 },
    createdAt: '2026-01-01T10:00:00.000Z',
    collectionId: null,
    collectionOrder: 1,
    sessionId: null,
    reviewState: 'approved',
    sharerEarnedBonus: false,
    status: 'ready',
    failureReason: null,
    ...fields,
  };
}
