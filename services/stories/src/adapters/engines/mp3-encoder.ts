import { Mp3Encoder } from '@breezystack/lamejs';

const samplesPerFrame = 1152;

/**
 * Samples a player outputs before the first sample it was given: LAME's encoder delay (576) plus the decoder's
 * (529). lamejs writes no gapless header that would let players skip them, so timings add them.
 */
export const mp3LeadSamples = 1105;

/** Encodes 16-bit mono samples to MP3 with lamejs, in one go (it runs on the narration thread, not the event loop). */
export function encodeMp3(samples: Int16Array, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  // lamejs hands back Int8Array views; Buffer.concat wants unsigned bytes over the same memory.
  const bytesOf = (chunk: Int8Array | Uint8Array) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  // lamejs keeps its buffers small when fed a few dozen frames at a time.
  const batch = samplesPerFrame * 48;
  for (let start = 0; start < samples.length; start += batch) {
    chunks.push(bytesOf(encoder.encodeBuffer(samples.subarray(start, start + batch))));
  }
  chunks.push(bytesOf(encoder.flush()));
  return new Uint8Array(Buffer.concat(chunks));
}
