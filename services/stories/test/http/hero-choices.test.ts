import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SceneRequest, StoryRequest } from '../../src/domain/engines';
import { startStories, storyForm, type StoriesHarness } from '../support/stories-harness';

let h: StoriesHarness;
/** What the real engines were asked, by story seed: the proof of what the route stored and the job read back. */
const written = new Map<string, StoryRequest>();
const drawn: SceneRequest[] = [];
beforeAll(async () => {
  h = await startStories({
    engines: (real) => ({
      ...real,
      story: {
        generate: (request) => real.story.generate(request),
        write: (request, onPiece) => {
          written.set(request.seed, request);
          return real.story.write(request, onPiece);
        },
      },
      illustrator: {
        drawScene: (request) => {
          drawn.push(request);
          return real.illustrator.drawScene(request);
        },
      },
    }),
  });
});
afterAll(async () => {
  await h?.close();
});

const look = { skinTone: 'dark-brown', hairStyle: 'braids', hairColour: 'black' } as const;

describe("the hero's pronouns and look (issue #23, ADR 0031)", () => {
  it('are stored with the story, reach the engines, and a sequel keeps them', async () => {
    const user = h.newUser();
    await h.ink.fund(user.id, 10);
    const first = await h.client(user).create(storyForm({ characterName: 'Maya', heroPronouns: 'she', heroLook: look }));
    expect(first.status).toBe(202);
    const firstId = first.body.id as string;
    expect(written.get(firstId)).toMatchObject({ heroPronouns: 'she', heroLook: look });
    const firstScenes = drawn.filter((scene) => scene.seed === firstId);
    expect(firstScenes.map((scene) => scene.sceneIndex).sort()).toEqual([0, 1, 2]);
    for (const scene of firstScenes) expect(scene).toMatchObject({ chosenLook: look, heroPronouns: 'she', prompt: storyForm().prompt });
    expect((await h.client(user).get(`/api/stories/${firstId}`)).body.imageUrls).toHaveLength(3);

    // The continue flow sends no form: the chapter is the first one's hero, read back from the stored story.
    const sequel = await h.client(user).continue(firstId, { includeAudio: false });
    const sequelId = sequel.body.id as string;
    expect(written.get(sequelId)).toMatchObject({
      heroPronouns: 'she',
      heroLook: look,
      previous: { characterName: 'Maya', heroPronouns: 'she', heroLook: look },
    });
    for (const scene of drawn.filter((s) => s.seed === sequelId)) expect(scene.chosenLook).toEqual(look);
  });

  it("tells the story with 'they' and lets the seed draw the hero when the form leaves both out", async () => {
    const user = h.newUser();
    const res = await h.client(user).create(storyForm());
    expect(written.get(res.body.id as string)).toMatchObject({ heroPronouns: 'they' });
    expect(written.get(res.body.id as string)?.heroLook).toBeUndefined();
    for (const scene of drawn.filter((s) => s.seed === res.body.id)) expect(scene.chosenLook).toBeUndefined();
  });

  it('refuses a look that is not on the lists with 400 and holds no ink', async () => {
    const user = h.newUser();
    const before = await h.fingerprint();
    const res = await h.client(user).create(storyForm({ heroLook: { skinTone: 'green' } }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ isValidationError: true });
    const pronouns = await h.client(user).create(storyForm({ heroPronouns: 'it' }));
    expect(pronouns.status).toBe(400);
    expect(await h.fingerprint()).toBe(before);
  });
});
