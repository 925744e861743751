import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';

let h: StoriesHarness;
let owner: TestUser;
let other: TestUser;
let first: string;
let second: string;
beforeAll(async () => {
  h = await startStories();
  owner = h.newUser();
  other = h.newUser();
  await h.ink.fund(owner.id, 10);
  first = (await h.client(owner).create(storyForm({ length: 'medium' }))).body.id as string;
  const chapter = await h.client(owner).continue(first, { includeAudio: false });
  expect(chapter.status).toBe(202);
  second = chapter.body.id as string;
});
afterAll(async () => {
  await h?.close();
});

/** The PDF's pages and how many pictures it embeds (image XObjects, each illustration once). */
async function openBook(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const images = pdf.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  return { pages: pdf.getPageCount(), images: images.length, title: pdf.getTitle(), sizes: pdf.getPages().map((p) => p.getSize()) };
}

const notFound = { message: 'Story not found', code: 'not_found' };

describe('the printable storybook', () => {
  it('gives the owner the story as a picture book PDF: cover, a page per scene with its picture, closing page', async () => {
    const story = (await h.client(owner).get(`/api/stories/${first}`)).body as { title: string; imageUrls: string[] };
    const res = await h.client(owner).get(`/api/stories/${first}/book.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const book = await openBook(res.bytes);
    expect(book.title).toBe(story.title);
    // All three illustrations are in it, once each though the first is also the cover's art.
    expect(story.imageUrls).toHaveLength(3);
    expect(book.images).toBe(3);
    // Cover + at least one page per picture + the closing page.
    expect(book.pages).toBeGreaterThanOrEqual(1 + 3 + 1);
    expect(new Set(book.sizes.map((s) => `${s.width}x${s.height}`))).toEqual(new Set(['612x612']));
  });

  it('prints once per content: the same book again is the cached file, and a client holding it gets 304', async () => {
    const a = await h.client(owner).get(`/api/stories/${first}/book.pdf`);
    const b = await h.client(owner).get(`/api/stories/${first}/book.pdf`);
    expect(b.bytes.equals(a.bytes)).toBe(true);
    const etag = a.headers.get('etag')!;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect(await readdir(path.join(h.assetsDir, 'books'))).toContain(`${etag.replace(/"/g, '')}.pdf`);
    const again = await fetch(`${h.service.baseUrl}/api/stories/${first}/book.pdf`, {
      headers: { authorization: `Bearer ${await h.service.run.keys.sign(owner)}`, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 to another user, to an anonymous visitor and for ids that are not stories', async () => {
    for (const url of [`/api/stories/${first}/book.pdf`, `/api/stories/collections/${first}/book.pdf`]) {
      for (const viewer of [h.client(other), h.client()]) {
        const res = await viewer.get(url);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(notFound);
      }
    }
    for (const url of [
      '/api/stories/not-an-id/book.pdf',
      `/api/stories/collections/${second}/book.pdf`,
      '/api/stories/collections/x/book.pdf',
    ]) {
      expect((await h.client(owner).get(url)).status).toBe(404);
    }
  });

  it('refuses the book to the partial (shared, signed-out) view with 403, and gives it to a signed-in friend with the link', async () => {
    const { shareLink } = (await h.client(owner).get(`/api/stories/${first}/share-link`)).body;
    const ref = new URL(shareLink).searchParams.get('ref')!;
    const partial = await h.client().get(`/api/stories/${first}/book.pdf?ref=${ref}`);
    expect(partial.status).toBe(403);
    expect(partial.body).toMatchObject({
      message: 'Sign in to download this book: a shared story shows only its first half until then.',
      code: 'forbidden',
    });
    expect((await h.client().get(`/api/stories/collections/${first}/book.pdf?ref=${ref}`)).status).toBe(403);
    const friend = await h.client(other).get(`/api/stories/${first}/book.pdf?ref=${ref}`);
    expect(friend.status).toBe(200);
    expect(friend.headers.get('content-type')).toBe('application/pdf');
  });

  it('prints a two-part collection as one book with a chapter page per part and every part’s pictures', async () => {
    const single = await openBook((await h.client(owner).get(`/api/stories/${first}/book.pdf`)).bytes);
    const chapterTwo = await openBook((await h.client(owner).get(`/api/stories/${second}/book.pdf`)).bytes);
    const res = await h.client(owner).get(`/api/stories/collections/${first}/book.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const book = await openBook(res.bytes);
    // Each single book is cover + scenes + closing; the collection is one cover, each part's scenes after a chapter
    // page, one closing page.
    expect(book.pages).toBe(1 + (single.pages - 2 + 1) + (chapterTwo.pages - 2 + 1) + 1);
    expect(book.images).toBe(single.images + chapterTwo.images);
  });
});
