import type { StoryReviewState } from '@inkspell/contracts/parent-gate';
import type { HeroLook, HeroPronouns, StoryStatus } from '@inkspell/contracts/stories';
import type { StoryMetadata } from './engines';

/** A story as the service keeps it (spec 01 §3, spec 02 §3), with the two fields only the server sees. */
export interface StoryRecord {
  id: string;
  /** Null for an anonymous preview until its session is adopted. */
  userId: string | null;
  /** The owner's username when known (usernames never change), for the admin console. */
  username: string | null;
  /** The anonymous preview session; a credential for adoption, so only the owner ever sees it. */
  sessionId: string | null;
  title: string;
  content: string;
  preview: string;
  category: string;
  characterName: string;
  prompt: string;
  ageGroup: string;
  length: string;
  readTime: number;
  inkCost: number;
  isPublic: boolean;
  isPreview: boolean;
  hasImages: boolean;
  imageUrls: string[];
  /** True from the moment narration is ordered; audioUrl arrives when Spell has finished. */
  hasAudio: boolean;
  audioUrl: string | null;
  /** When each word of the narration is spoken (WebVTT), for the reader's read-along; arrives with audioUrl. */
  timingsUrl: string | null;
  metadata: Partial<StoryMetadata> & { wordCount: number };
  collectionId: string | null;
  collectionOrder: number;
  /** The ink hold that paid for it (server only). */
  holdId: string | null;
  /** The owner's account is disabled (server only): nobody else may see it. */
  ownerDisabled: boolean;
  /** Made while the owner's review switch was on and not approved yet: nothing of it is read or heard (ADR 0019). */
  reviewState: StoryReviewState;
  /** The story's job (issue #22): only a 'ready' story is whole; content grows paragraph by paragraph while 'writing'. */
  status: StoryStatus;
  /** One of storyFailureReasons when status is 'failed'. */
  failureReason: string | null;
  /** Chosen on the create form (issue #23) and kept by every chapter; null before the form offered it ('they'). */
  heroPronouns: HeroPronouns | null;
  /** The hero's look chosen on the create form (issue #23), kept by every chapter; null: the seed picks one. */
  heroLook: HeroLook | null;
  createdAt: Date;
}

/** A story being saved; timings only ever arrive later, with the narration. */
export type NewStory = Omit<
  StoryRecord,
  'createdAt' | 'ownerDisabled' | 'timingsUrl' | 'reviewState' | 'status' | 'failureReason' | 'heroPronouns' | 'heroLook'
> &
  Partial<Pick<StoryRecord, 'heroPronouns' | 'heroLook'>> & {
    timingsUrl?: null;
    /** 'approved' unless told otherwise. */
    reviewState?: StoryReviewState;
    /** 'ready' unless told otherwise (a preview is made whole in one request). */
    status?: StoryStatus;
  };
