/** A cue of a WebVTT file, times in seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

/**
 * Reads a WebVTT file as the WebVTT spec's parser does for the parts the read-along uses: the WEBVTT signature,
 * then blocks split by blank lines; NOTE blocks are skipped; a cue is an optional identifier line, a timing line
 * (hh:mm:ss.ttt --> hh:mm:ss.ttt) and its text. Throws on anything else, so a malformed file fails the test.
 */
export function parseWebVtt(vtt: string): { cues: Cue[]; notes: string[] } {
  const blocks = vtt
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')
    .split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t][^\n]*)?$/.test(blocks.shift() ?? '')) throw new Error('missing WEBVTT signature');
  const cues: Cue[] = [];
  const notes: string[] = [];
  for (const block of blocks.filter((b) => b.trim())) {
    if (/^NOTE(?:[ \t\n]|$)/.test(block)) {
      notes.push(block.slice(5));
      continue;
    }
    const lines = block.split('\n');
    const timingAt = lines.findIndex((l) => l.includes('-->'));
    const timing = /^(\d{2,}:\d{2}:\d{2}\.\d{3}) --> (\d{2,}:\d{2}:\d{2}\.\d{3})$/.exec(lines[timingAt] ?? '');
    if (!timing || timingAt > 1) throw new Error(`not a cue: ${block}`);
    const text = lines.slice(timingAt + 1).join('\n');
    if (/-->/.test(text) || /[<&](?!amp;|lt;|gt;)/.test(text)) throw new Error(`cue text is not escaped: ${text}`);
    cues.push({
      start: seconds(timing[1]!),
      end: seconds(timing[2]!),
      text: text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
    });
  }
  return { cues, notes };
}
