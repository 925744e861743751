import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { BookPlan, BookScene } from './book-plan';
import { printableText } from './printable-text';
import { wrapText } from './wrap-text';

/** A square picture book, 8.5 inches a side (612 pt), with a wide margin for little hands and binding. */
const page = { size: 612, margin: 54 } as const;
const textWidth = page.size - 2 * page.margin;
/** Large, child-friendly type: 20 pt with generous leading. */
const body = { size: 20, leading: 30, paragraphGap: 14 } as const;
/** The picture box of a scene page; the text goes under it. */
const pictureHeight = 300;
const colours = {
  paper: rgb(1, 0.985, 0.95),
  ink: rgb(0.16, 0.12, 0.26),
  accent: rgb(0.42, 0.27, 0.76),
  soft: rgb(0.93, 0.9, 0.99),
  muted: rgb(0.45, 0.42, 0.52),
};

interface Fonts {
  text: PDFFont;
  bold: PDFFont;
  /** What both fonts can encode (WinAnsi). */
  supported: ReadonlySet<number>;
}

/**
 * Draws the planned book with pdf-lib: the cover (title, hero, art), a chapter page per part of a collection, a page
 * per scene with its illustration (text that does not fit flows onto plain pages), and the closing page.
 * `images` holds each illustration's PNG by asset name; a missing one leaves its scene as text.
 */
export async function renderBook(plan: BookPlan, images: ReadonlyMap<string, Uint8Array>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(plan.title);
  pdf.setAuthor('Spell at Inkspell');
  pdf.setSubject(`A story about ${plan.hero}`);
  pdf.setCreator('Inkspell');
  const text = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { text, bold, supported: new Set(text.getCharacterSet()) };
  const embedded = new Map<string, PDFImage>();
  const imageOf = async (name: string | null) => {
    const png = name ? images.get(name) : undefined;
    if (!name || !png) return undefined;
    if (!embedded.has(name)) embedded.set(name, await pdf.embedPng(png));
    return embedded.get(name);
  };

  drawCover(newPage(pdf, colours.soft), plan, fonts, await imageOf(plan.coverImage));
  for (const chapter of plan.chapters) {
    if (plan.hasChapters) drawChapterPage(newPage(pdf), chapter.part, chapter.title, fonts);
    for (const scene of chapter.scenes) drawScene(pdf, scene, fonts, await imageOf(scene.image));
  }
  drawClosing(newPage(pdf, colours.soft), plan, fonts);
  numberPages(pdf, fonts);
  return pdf.save();
}

function newPage(pdf: PDFDocument, paper = colours.paper): PDFPage {
  const sheet = pdf.addPage([page.size, page.size]);
  sheet.drawRectangle({ x: 0, y: 0, width: page.size, height: page.size, color: paper });
  return sheet;
}

/** Lines centred on the page, from `top` down; returns the y under the last line. */
function centred(sheet: PDFPage, content: string, font: PDFFont, size: number, top: number, fonts: Fonts, colour = colours.ink): number {
  let y = top;
  for (const line of wrapText(printableText(content, fonts.supported), textWidth, (s) => font.widthOfTextAtSize(s, size))) {
    y -= size * 1.25;
    sheet.drawText(line, { x: (page.size - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color: colour });
  }
  return y;
}

/** The image scaled to fit the box (never enlarged past it), centred horizontally under `top`; returns its bottom. */
function drawPicture(sheet: PDFPage, image: PDFImage, top: number, maxHeight: number): number {
  const { width, height } = image.scaleToFit(textWidth, maxHeight);
  const y = top - height;
  sheet.drawImage(image, { x: (page.size - width) / 2, y, width, height });
  return y;
}

function drawCover(sheet: PDFPage, plan: BookPlan, fonts: Fonts, art: PDFImage | undefined) {
  let y = centred(sheet, plan.title, fonts.bold, 38, page.size - page.margin, fonts, colours.accent);
  y = centred(sheet, `A story about ${plan.hero}`, fonts.text, 22, y - 8, fonts);
  if (art) drawPicture(sheet, art, y - 24, y - 24 - page.margin - 40);
  centred(sheet, 'Told by Spell at Inkspell', fonts.text, 13, page.margin + 16, fonts, colours.muted);
}

function drawChapterPage(sheet: PDFPage, part: number, title: string, fonts: Fonts) {
  const y = centred(sheet, `Chapter ${part}`, fonts.text, 26, page.size / 2 + 70, fonts, colours.accent);
  centred(sheet, title, fonts.bold, 34, y - 12, fonts);
}

/** A scene: its picture on top, its paragraphs under it, continuing on plain pages when they do not fit. */
function drawScene(pdf: PDFDocument, scene: BookScene, fonts: Fonts, picture: PDFImage | undefined) {
  let sheet = newPage(pdf);
  let y = page.size - page.margin;
  if (picture) y = drawPicture(sheet, picture, y, pictureHeight) - 26;
  const bottom = page.margin + 30;
  const measure = (s: string) => fonts.text.widthOfTextAtSize(s, body.size);
  for (const paragraph of scene.paragraphs) {
    for (const line of wrapText(printableText(paragraph, fonts.supported), textWidth, measure)) {
      if (y - body.leading < bottom) {
        sheet = newPage(pdf);
        y = page.size - page.margin;
      }
      y -= body.leading;
      sheet.drawText(line, { x: page.margin, y, size: body.size, font: fonts.text, color: colours.ink });
    }
    y -= body.paragraphGap;
  }
}

function drawClosing(sheet: PDFPage, plan: BookPlan, fonts: Fonts) {
  const y = centred(sheet, 'The End', fonts.bold, 52, page.size / 2 + 90, fonts, colours.accent);
  const next = centred(sheet, `${plan.hero}'s adventure, kept in a book to read again and again.`, fonts.text, 20, y - 24, fonts);
  centred(sheet, 'Written with Spell at Inkspell', fonts.text, 13, next - 30, fonts, colours.muted);
}

/** Page numbers at the foot of every page but the cover and the closing page. */
function numberPages(pdf: PDFDocument, fonts: Fonts) {
  const pages = pdf.getPages();
  pages.forEach((sheet, index) => {
    if (index === 0 || index === pages.length - 1) return;
    const label = String(index + 1);
    const size = 12;
    sheet.drawText(label, {
      x: (page.size - fonts.text.widthOfTextAtSize(label, size)) / 2,
      y: page.margin / 2,
      size,
      font: fonts.text,
      color: colours.muted,
    });
  });
}
