import type { AgeGroup, CategoryId, HeroLook, HeroPronouns, StoryLength } from '@inkspell/contracts/stories';

/**
 * The four story engines of ARCHITECTURE §6 as ports. Use-cases depend on these types only; the
 * offline defaults and the OpenAI adapters live in `adapters/engines/` and are chosen once at start.
 */

/** What a previous chapter hands to its sequel, so the hero, the setting and the open thread carry on. */
export interface PreviousChapter {
  title: string;
  content: string;
  characterName: string;
  /** How the first chapter spoke of its hero; a sequel keeps it. Missing for stories made before issue #23 ('they'). */
  heroPronouns?: HeroPronouns;
  /** The hero's look the first chapter was made with (issue #23); a sequel keeps it. Missing when none was chosen. */
  heroLook?: HeroLook;
  category: CategoryId;
  /** Where the chapter took place; missing for stories made before engines recorded it. */
  setting?: string;
  /** The unanswered question the chapter ended on, for the sequel to resolve. */
  openThread?: string;
}

export interface StoryRequest {
  /** Makes the offline engine reproducible: the same seed and inputs give the same story. */
  seed: string;
  category: CategoryId;
  characterName: string;
  /** How the story speaks of its hero after the first mention; missing means 'they'. */
  heroPronouns?: HeroPronouns;
  /** The hero's look chosen on the create form (issue #23); the parts left out are the seed's to pick. */
  heroLook?: HeroLook;
  prompt: string;
  ageGroup: AgeGroup;
  length: StoryLength;
  /** 'preview' is the anonymous teaser of about a hundred words; 'full' fills the length. */
  mode: 'full' | 'preview';
  previous?: PreviousChapter;
}

/** Kept with the story (spec 01 §3 metadata) so a sequel can continue it. */
export interface StoryMetadata {
  wordCount: number;
  setting: string;
  openThread: string;
  skeletonId: string;
  keywords: string[];
  engine: 'offline' | 'openai';
  /**
   * One description of how the hero (and a companion, if any) looks, written once per story and put in every
   * scene's picture prompt, so the pictures keep the same hero. Missing for stories made before issue #22.
   */
  heroLook?: string;
}

export interface GeneratedStory {
  title: string;
  /** Paragraphs separated by one blank line. */
  content: string;
  /** The first ~150 characters of the content, cut at a word boundary. */
  preview: string;
  wordCount: number;
  /** Minutes of reading aloud at the age group's pace. */
  readTime: number;
  metadata: StoryMetadata;
}

/** What a streaming engine has written so far: the title first, then each paragraph once it is complete. */
export type StoryPiece = { kind: 'title'; title: string } | { kind: 'paragraph'; index: number; text: string };

export interface StoryEngine {
  /** The whole story in one answer (the anonymous preview). */
  generate(request: StoryRequest): Promise<GeneratedStory>;
  /**
   * Writes the story and tells `onPiece` the title, then each paragraph in order as soon as it is complete
   * (awaiting each call, so a refusal there stops the writing); resolves with the whole story, whose content is
   * exactly the paragraphs passed on, joined by blank lines.
   */
  write(request: StoryRequest, onPiece: (piece: StoryPiece) => Promise<void>): Promise<GeneratedStory>;
}

/** One scene of a story to draw (issue #22): what happens in it, from the story's own text. */
export interface SceneRequest {
  /** Same seed, category, scene index and text give the same picture. */
  seed: string;
  category: CategoryId;
  title: string;
  characterName: string;
  /** The story's one description of the hero (and companion), the same in every scene's prompt. */
  heroLook: string;
  /** The look chosen on the create form (issue #23): skin tone and hair the drawn hero must have. */
  chosenLook?: HeroLook;
  /** How the story speaks of its hero, so the picture's alt text can too; missing means 'they'. */
  heroPronouns?: HeroPronouns;
  /** The child's idea for the story: the thing or place it names is drawn in every scene. */
  prompt: string;
  sceneIndex: number;
  /** The passage the scene shows (a paragraph or two of the story). */
  sceneText: string;
}

/** A finished asset: bytes plus a content-addressed file name (hash + extension) for long caching. */
export interface Asset {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface Illustration extends Asset {
  sceneIndex: number;
  /** Text alternative for the reader's <img alt>. */
  alt: string;
}

export interface Illustrator {
  /** Draws one scene; a story's scenes are drawn a few at a time, in parallel. */
  drawScene(request: SceneRequest): Promise<Illustration>;
}

export interface Narration extends Asset {
  /** Known when the narrator made the samples itself (the offline one); a provider's MP3 may not say. */
  durationSeconds?: number;
  /**
   * Read-along: when each word is spoken, as a WebVTT file with one cue per word of the narrated text
   * (words are runs of non-space characters). Missing when the narrator cannot tell.
   */
  timings?: Asset;
}

export interface Narrator {
  /** Speaks the story as the narrator persona Spell, at the pace of the listening age group (missing: 7-10). */
  narrate(text: string, ageGroup?: AgeGroup): Promise<Narration>;
  /** Lets go of what the narrator holds (a worker thread); called once, at shutdown. */
  close?(): Promise<void>;
}

/** The parts of a request that are checked; each is optional so one checker serves input and output. */
export interface SafetyInput {
  characterName?: string;
  prompt?: string;
  text?: string;
}

export interface SafetyVerdict {
  safe: boolean;
  /** The words that matched, as written by the user (deduplicated, lower case). */
  flaggedWords: string[];
  /** Categories a moderation service flagged without naming words (e.g. 'violence'). */
  flaggedCategories?: string[];
}

export interface ContentSafety {
  check(input: SafetyInput): Promise<SafetyVerdict>;
}

export interface Engines {
  story: StoryEngine;
  illustrator: Illustrator;
  narrator: Narrator;
  safety: ContentSafety;
}

/**
 * An engine could not produce a usable result: the provider failed, answered with something that is
 * not what we asked for, or the local synthesiser broke. Callers turn it into the spec's generic
 * failure message ('Unable to create story. Please try again.' and its siblings), never a crash.
 */
export class EngineError extends Error {
  constructor(
    readonly engine: 'story' | 'illustrator' | 'narrator' | 'safety',
    readonly reason: 'malformed-answer' | 'provider-failed' | 'synthesis-failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}
