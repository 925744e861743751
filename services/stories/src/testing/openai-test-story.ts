/**
 * The test server's default chat answer: a real story in the streamed format of ADR 0029 (title, paragraphs, `---`,
 * the three notes), about the hero the request names, so a run against the test server reads like one against
 * OpenAI. A preview request gets the opening two paragraphs.
 */

/** The parts of a story answer, as the story engine asks for them. */
export interface StoryAnswerParts {
  title: string;
  paragraphs: string[];
  setting: string;
  openThread: string;
  heroLook: string;
}

/** A story answer as the model is asked to write it (ADR 0029). */
export function storyAnswerText(parts: StoryAnswerParts): string {
  return [
    `Title: ${parts.title}`,
    '',
    parts.paragraphs.join('\n\n'),
    '---',
    `Setting: ${parts.setting}`,
    `Open thread: ${parts.openThread}`,
    `Hero look: ${parts.heroLook}`,
  ].join('\n');
}

/** The default story's parts for a hero. */
export function defaultStory(hero: string): StoryAnswerParts {
  return {
    title: `${hero} and the Moon Lantern`,
    setting: 'Lantern Lake',
    openThread: 'a second lantern glowing under the water',
    heroLook: `${hero}, a small child with curly brown hair, a yellow raincoat and red boots; with Pip, a round grey owl with a blue scarf`,
    paragraphs: [
      // One sentence of at most ten words, as the prompt asks for a first paragraph.
      `Lantern Lake was so still that it held the sky.`,
      `${hero} lived there in a little blue house. Every evening ${hero} pulled on a yellow raincoat and red boots and walked down to the jetty to watch the moon lantern light up above the reeds.`,
      `One night the moon lantern did not light. The reeds stayed dark, the frogs stopped singing, and the fireflies circled in worried little loops. "Who will guide the boats home?" asked Pip, the round grey owl who lived in the willow tree.`,
      `${hero} had an idea. "Let's find out what is wrong," ${hero} said, and together they followed a trail of silver footprints along the shore. The footprints led past sleeping ducks and curled-up hedgehogs to a tall ladder leaning against the lantern post.`,
      `At the top of the ladder sat a tiny star, no bigger than a button, hugging its knees. "I fell out of the sky," the star whispered, "and I was so tired that I curled up inside the lantern and blew out its flame by mistake."`,
      `${hero} thought hard. Pip fetched a soft feather, and ${hero} found a jar in the raincoat pocket. Gently, gently, they helped the little star into the jar, where it glowed warm and gold like a pocketful of sunshine.`,
      `Then ${hero} climbed the ladder one careful step at a time and set the jar inside the lantern. The whole lake lit up at once. The frogs began to sing again, and the boats drifted home across the shining water.`,
      `"Will you stay?" asked ${hero}. The little star twinkled. "Only until I am rested," it said, "and then I will climb back to the sky and wave to you every night."`,
      `While the star rested, ${hero} and Pip sat on the jetty and listened to the lake. A family of ducks paddled past in a neat line, each one nodding as it swam through the golden light. An old fisherman rowed in from the dark and lifted his hat. "I thought I would be out there until morning," he said. "Thank you for lighting the way." ${hero} smiled so widely that Pip laughed and ruffled every feather.`,
      `Later, when the moon was high, the little star peeked out of the jar. "I feel strong again," it said. "But how will I get back up there?" ${hero} looked at the ladder, and then at the tall willow tree, and then at Pip. "Pip can fly," ${hero} said. "And Pip knows the way to the highest branch of the tallest tree on the hill."`,
      `So Pip carried the jar in careful claws, and ${hero} ran beside them up the hill, boots squelching in the soft grass. At the very top, ${hero} opened the jar. The little star floated up, up, up, spinning slowly like a dandelion seed, until it found its own empty place in the sky and settled there with a bright, happy blink. The moon lantern below kept glowing, warm and steady, all night long.`,
      `${hero} walked home with Pip riding on one shoulder, yawning a big happy yawn. Far out on the lake, deep under the water, something else began to glow, soft and green and secret. But that was a mystery for another night. Goodnight, ${hero}.`,
    ],
  };
}

/** Paragraphs of the default story a preview answer has. */
const previewParagraphs = 3;

/** The default chat answer for a request: the hero from its "Hero: ..." line, the preview when it asks for one. */
export function defaultStoryAnswer(body: Record<string, unknown>): string {
  const messages: unknown[] = Array.isArray(body.messages) ? body.messages : [];
  const asked = messages
    .map((m) => (m as { content?: unknown } | null)?.content)
    .filter((content) => typeof content === 'string')
    .join('\n');
  const hero = /^Hero: (.{1,60}?)\.?$/m.exec(asked)?.[1]?.trim() || 'Mia';
  const story = defaultStory(hero);
  const preview = /free preview/i.test(asked);
  return storyAnswerText(preview ? { ...story, paragraphs: story.paragraphs.slice(0, previewParagraphs) } : story);
}
