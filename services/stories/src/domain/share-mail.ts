import type { Mail } from './ports';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a sharer's friend receives: who shared which story, the sharer's own words when given, and the link. */
export function shareMail(share: {
  to: string;
  recipientName: string;
  sharerName: string;
  storyTitle: string;
  personalMessage?: string;
  link: string;
}): Mail {
  const message = share.personalMessage?.trim();
  const paragraphs: { text: string; kind: 'plain' | 'quote' | 'link' }[] = [
    { text: `Hello ${share.recipientName},`, kind: 'plain' },
    { text: `${share.sharerName} shared a magical story with you on Inkspell: "${share.storyTitle}".`, kind: 'plain' },
    ...(message ? [{ text: message, kind: 'quote' as const }] : []),
    { text: share.link, kind: 'link' },
    { text: 'Sign up through the link to read the whole adventure, and your friend earns bonus ink.', kind: 'plain' },
    { text: 'Spell, your Inkspell narrator', kind: 'plain' },
  ];
  const html = paragraphs
    .map(({ text, kind }) => {
      if (kind === 'link') return `<p><a href="${escape(text)}">${escape(text)}</a></p>`;
      if (kind === 'quote') return `<blockquote>${escape(text).replace(/\n/g, '<br>')}</blockquote>`;
      return `<p>${escape(text)}</p>`;
    })
    .join('');
  return {
    to: share.to,
    // Names and titles are single-line text; a line break in a header would start a new header.
    subject: `${share.sharerName} shared a story with you: ${share.storyTitle}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html,
    link: share.link,
  };
}
