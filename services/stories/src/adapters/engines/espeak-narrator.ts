import type { AgeGroup } from '@inkspell/contracts/stories';
import type { Narration, Narrator } from '../../domain/engines';
import { EngineError } from '../../domain/engines';
import { assetName } from './asset-name';
import type { RenderedNarration } from './espeak-render';
import type { NarrationTask } from './espeak-worker';
import { narrationPaceFor, type NarrationPace } from './narration-pace';
import { TaskThread } from './task-thread';
import { timingsAsset } from './webvtt';

/**
 * The narrator persona Spell, offline: espeak-ng compiled to WASM speaks the text sentence by sentence and
 * lamejs encodes the samples to MP3, with a WebVTT file of when each word is spoken. Synthesis holds a core
 * for seconds, so it runs on a worker thread of its own (espeak-worker.ts): the service keeps answering
 * requests while Spell speaks. Everything runs in-process with no system binary.
 */
export interface EspeakNarratorOptions {
  /** An espeak-ng voice with variant; en-us with the warm female variant f3 by default. */
  voice?: string;
  /** A pace for every listener instead of the age group's (narration-pace.ts); tests use it. */
  pace?: NarrationPace;
  /** MP3 bit rate; 64 kbps mono is plenty for speech. */
  kbps?: number;
  /** A narration still running after this long is given up (its thread is ended and a new one started). */
  timeoutMs?: number;
  /** The thread's entry module; tests point it at a worker that crashes. */
  workerEntry?: URL;
}

export class EspeakNarrator implements Narrator {
  private readonly thread: TaskThread<NarrationTask, RenderedNarration>;
  private readonly voice: string;
  private readonly kbps: number;
  private readonly pace: NarrationPace | undefined;

  constructor(options: EspeakNarratorOptions = {}) {
    this.voice = options.voice ?? 'en-us+f3';
    this.kbps = options.kbps ?? 64;
    this.pace = options.pace;
    this.thread = new TaskThread(options.workerEntry ?? new URL('./espeak-worker.ts', import.meta.url), {
      name: 'espeak-narrator',
      timeoutMs: options.timeoutMs ?? 180_000,
    });
  }

  async narrate(text: string, ageGroup?: AgeGroup): Promise<Narration> {
    const options: NarrationTask['options'] = { voice: this.voice, kbps: this.kbps, pace: this.pace ?? narrationPaceFor(ageGroup) };
    let rendered: RenderedNarration;
    try {
      rendered = await this.thread.run({ text, options });
    } catch (error) {
      // A crash, a timeout or text without speech: the narration queue tries again later.
      throw new EngineError('narrator', 'synthesis-failed', `espeak-ng produced no speech: ${(error as Error).message}`, { cause: error });
    }
    const bytes = rendered.mp3;
    return {
      name: assetName(bytes, 'mp3'),
      contentType: 'audio/mpeg',
      bytes,
      durationSeconds: rendered.durationSeconds,
      timings: timingsAsset(rendered.vtt),
    };
  }

  /** Ends the narration thread (the service's shutdown). */
  close(): Promise<void> {
    return this.thread.close();
  }
}
