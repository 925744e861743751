/**
 * The narration thread's entry (started by EspeakNarrator through TaskThread): one espeak-ng instance, kept
 * for the life of the thread, speaks each narration; the MP3 is moved back to the service, not copied.
 */
import type { RenderedNarration, RenderOptions } from './espeak-render';
import { renderNarration } from './espeak-render';
import { EspeakVoice } from './espeak-voice';
import { answerTasks, yieldCpuToMainThread } from './task-thread';

export interface NarrationTask {
  text: string;
  options: RenderOptions;
}

let voice: Promise<EspeakVoice> | undefined;

yieldCpuToMainThread();

answerTasks<NarrationTask, RenderedNarration>(async ({ text, options }) => {
  voice ??= EspeakVoice.create();
  voice.catch(() => (voice = undefined));
  try {
    const narration = renderNarration(await voice, text, options);
    return { value: narration, transfer: [narration.mp3.buffer as ArrayBuffer] };
  } catch (error) {
    // A run that failed may have left the instance in any state: the next narration starts a fresh one.
    voice = undefined;
    throw error;
  }
});
