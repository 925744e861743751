/**
 * The printing thread's entry (started by print-book.ts through TaskThread): rasterising the illustrations and
 * pdf-lib's PNG embedding and drawing hold a core for about a second a book, so they run here, not on the
 * service's event loop. The PDF is moved back, not copied. Unlike the narration thread it keeps its normal
 * priority: someone is waiting for this answer, behind a gateway that gives up after 15 s.
 */
import { answerTasks } from '../adapters/engines/task-thread';
import type { BookPlan } from './book-plan';
import { illustrationPng } from './illustration-png';
import { renderBook } from './render-book';

export interface BookTask {
  plan: BookPlan;
  assetsDir: string;
}

answerTasks<BookTask, Uint8Array>(async ({ plan, assetsDir }) => {
  const names = new Set(plan.chapters.flatMap((c) => c.scenes.map((s) => s.image)).filter((n): n is string => n !== null));
  const images = new Map<string, Uint8Array>();
  for (const name of names) {
    const png = await illustrationPng(assetsDir, name);
    if (png) images.set(name, png);
  }
  const bytes = await renderBook(plan, images);
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
