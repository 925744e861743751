import { Fragment, type MouseEvent } from 'react';
import { ReadAlongParagraph } from './ReadAlongParagraph';
import { numberWords, wordRange } from './read-along-words';
import { pictureSlot, storyParagraphs } from './reader-rules';
import { StoryImage } from './StoryImage';
import styles from './StoryReader.module.css';

/** Where the i-th of n pictures goes among p paragraphs: spread evenly, the first one before the text. */
function imageSlots(imageCount: number, paragraphCount: number): Map<number, number[]> {
  const slots = new Map<number, number[]>();
  for (let image = 0; image < imageCount; image++) {
    const before = pictureSlot(image, imageCount, paragraphCount);
    slots.set(before, [...(slots.get(before) ?? []), image]);
  }
  return slots;
}

/** The narration's read-along, when the story has word timings. */
export interface ReadAlongText {
  /** The cue number of the content's first word (the spoken title's words come first). */
  firstWord: number;
  current: number;
  playing: boolean;
  seekToWord(word: number): void;
}

/** The story's paragraphs with its pictures between them; with a read-along, the words follow the narration. */
export function StoryText({
  text,
  imageUrls,
  title,
  readAlong,
}: {
  text: string;
  imageUrls: readonly string[];
  title: string;
  readAlong?: ReadAlongText;
}) {
  const paragraphs = storyParagraphs(text);
  const slots = imageSlots(imageUrls.length, paragraphs.length);
  const numbered = readAlong ? numberWords(paragraphs, readAlong.firstWord) : undefined;
  // One listener for every word: a click on a word seeks the narration to it.
  const seekToClickedWord = (event: MouseEvent<HTMLDivElement>) => {
    const word = (event.target as HTMLElement).closest<HTMLElement>('[data-word]')?.dataset.word;
    if (readAlong && word !== undefined) readAlong.seekToWord(Number(word));
  };
  return (
    <div
      className={`${styles.content} ${readAlong ? styles.readAlong : ''}`}
      data-testid="story-content"
      onClick={readAlong ? seekToClickedWord : undefined}
    >
      {paragraphs.map((paragraph, index) => {
        const pieces = numbered?.[index];
        const range = pieces ? wordRange(pieces) : undefined;
        const current = readAlong && range && readAlong.current >= range.from && readAlong.current < range.to ? readAlong.current : null;
        return (
          <Fragment key={index}>
            {(slots.get(index) ?? []).map((image) => (
              <StoryImage key={imageUrls[image]} src={imageUrls[image] ?? ''} alt={`Illustration ${image + 1} of “${title}”`} />
            ))}
            {pieces ? <ReadAlongParagraph pieces={pieces} current={current} follow={readAlong?.playing ?? false} /> : <p>{paragraph}</p>}
          </Fragment>
        );
      })}
    </div>
  );
}
