import type { StoryPiece } from '../../domain/engines';
import { EngineError } from '../../domain/engines';

/**
 * Reads the story answer format of ADR 0029 as it streams in, a chunk at a time:
 *
 *   Title: The Moon Lantern
 *
 *   First paragraph.
 *
 *   Second paragraph.
 *   ---
 *   Setting: Lantern Lake
 *   Open thread: a second lantern glowing under the water
 *   Hero look: Mia, a small girl with a yellow raincoat and two dark braids
 *
 * Every line of the body is a paragraph (a model that breaks a paragraph with one newline means a new one), so a
 * paragraph is passed on as soon as the newline after it arrives. Anything else is a malformed answer.
 */
export interface StreamedStoryAnswer {
  title: string;
  paragraphs: string[];
  setting: string;
  openThread: string;
  heroLook: string;
}

type Part = 'title' | 'body' | 'footer';

const footerKeys = { setting: 'setting', 'open thread': 'openThread', 'hero look': 'heroLook' } as const;
type FooterField = (typeof footerKeys)[keyof typeof footerKeys];

/** Markdown a model may wrap a line in despite the instructions: "# ", "**", "- ", "> ". */
const unmarked = (line: string) =>
  line
    .trim()
    .replace(/^(?:#+|[-*>])\s+/, '')
    .replace(/\*\*|__/g, '')
    .trim();
const unquoted = (text: string) => text.replace(/^["“'](.*)["”']$/, '$1').trim();
const isMarker = (line: string) => /^-{3,}$/.test(line.trim());

const malformed = (message: string) => new EngineError('story', 'malformed-answer', `The model's story answer ${message}`);

export class StreamedStoryParser {
  private buffer = '';
  private part: Part = 'title';
  private title = '';
  private readonly paragraphs: string[] = [];
  private readonly footer: Partial<Record<FooterField, string>> = {};

  constructor(private readonly onPiece: (piece: StoryPiece) => Promise<void>) {}

  /** Takes the next chunk of text and passes on whatever it completes (awaiting each piece). */
  async push(text: string): Promise<void> {
    this.buffer += text;
    let newline = this.buffer.indexOf('\n');
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      await this.line(line);
      newline = this.buffer.indexOf('\n');
    }
  }

  /** The answer has ended: the last line counts, and every part must be there. */
  async end(): Promise<StreamedStoryAnswer> {
    const last = this.buffer;
    this.buffer = '';
    await this.line(last);
    if (this.part === 'title') throw malformed('has no "Title:" line');
    if (this.paragraphs.length === 0) throw malformed('has no paragraphs');
    if (this.part !== 'footer') throw malformed('ends without the "---" line and the story notes');
    const { setting, openThread, heroLook } = this.footer;
    if (!setting || !openThread || !heroLook) {
      const missing = Object.entries(footerKeys)
        .filter(([, field]) => !this.footer[field])
        .map(([key]) => `"${key}:"`);
      throw malformed(`misses ${missing.join(', ')} after the "---" line`);
    }
    return { title: this.title, paragraphs: [...this.paragraphs], setting, openThread, heroLook };
  }

  private async line(raw: string): Promise<void> {
    if (raw.trim() === '') return;
    if (this.part === 'title') {
      const title = /^title\s*:\s*(.+)$/i.exec(unmarked(raw))?.[1];
      const cleaned = title ? unquoted(title.trim()) : '';
      if (!cleaned) throw malformed(`does not begin with a "Title:" line: ${JSON.stringify(raw.slice(0, 80))}`);
      this.title = cleaned;
      this.part = 'body';
      await this.onPiece({ kind: 'title', title: cleaned });
    } else if (this.part === 'body') {
      if (isMarker(raw)) {
        this.part = 'footer';
        return;
      }
      const text = raw.trim().replace(/\s+/g, ' ');
      const index = this.paragraphs.length;
      this.paragraphs.push(text);
      await this.onPiece({ kind: 'paragraph', index, text });
    } else {
      const match = /^([a-z ]+?)\s*:\s*(.*)$/i.exec(unmarked(raw));
      const field = match ? footerKeys[match[1]!.toLowerCase() as keyof typeof footerKeys] : undefined;
      // Other notes a model adds are ignored; the three we asked for must be there (checked at the end).
      if (field && match?.[2]) this.footer[field] = unquoted(match[2].trim());
    }
  }
}
