import { quickIdeas, type CategoryId } from '@inkspell/contracts';
import type { Random } from './random';
import { companions, settings } from './words';

/** What the create form would have sent, and what the story says: cheap templates, no engine run. */
export interface StoryText {
  title: string;
  prompt: string;
  content: string;
  preview: string;
  wordCount: number;
  setting: string;
}

const smallWords = new Set(['a', 'an', 'the', 'of', 'in', 'to', 'who', 'is', 'and', 'at', 'for']);

/** 'A dragon who is afraid of the dark' → 'the Dragon Who Is Afraid of the Dark' (a title's tail after the hero). */
function ideaAsTitle(text: string): string {
  const words = text.replace(/^(A|An|The)\s+/i, '').split(' ');
  const cased = words.map((word, i) =>
    i > 0 && smallWords.has(word.toLowerCase()) ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1),
  );
  return `the ${cased.join(' ')}`;
}

const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export function storyText(category: CategoryId, hero: string, random: Random): StoryText {
  const idea = random.pick(quickIdeas);
  const setting = random.pick(settings[category]);
  const companion = random.pick(companions);
  const titles = [
    `${hero} and ${ideaAsTitle(idea.text)}`,
    `${hero} in ${setting.replace(/\b\w/g, (c) => c.toUpperCase())}`,
    `How ${hero} Found ${ideaAsTitle(idea.text)}`,
  ];
  const paragraphs = [
    `Once upon a time, in ${setting}, there lived a curious child called ${hero}. Every morning ${hero} looked out of the window and wondered what the day would bring.`,
    `One day something unusual happened: ${idea.prompt.charAt(0).toLowerCase()}${idea.prompt.slice(1)}. ${hero} knew at once that this was the start of an adventure.`,
    `${capitalise(companion)} came along to help. Together they followed the path, asked kind questions and listened carefully to every answer they were given.`,
    `Not everything went to plan. There was a moment when ${hero} wanted to give up, but ${companion.replace(/^a /, 'the ')} reminded them that brave hearts keep trying.`,
    `In the end the problem was solved with patience and friendship. ${hero} went home to ${setting} smiling, ready to tell everyone about the day's adventure.`,
  ];
  const content = paragraphs.join('\n\n');
  const flat = content.replace(/\s+/g, ' ');
  const cut = flat.slice(0, 200);
  return {
    title: random.pick(titles),
    prompt: idea.prompt,
    content,
    preview: `${cut.slice(0, cut.lastIndexOf(' '))}...`,
    wordCount: flat.split(' ').length,
    setting,
  };
}
