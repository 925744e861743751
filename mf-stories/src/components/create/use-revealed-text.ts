import { useEffect, useState } from 'react';

/** Reveals `text` one letter every `msPerLetter` ms (spec 01 §9: 30 ms); a new text starts again. */
export function useRevealedText(text: string, msPerLetter: number): string {
  const [shown, setShown] = useState({ text, count: 0 });
  // A new text resets the count during render, so an old, longer count never flashes the new text whole.
  const count = shown.text === text ? shown.count : 0;
  if (shown.text !== text) setShown({ text, count: 0 });

  useEffect(() => {
    if (count >= text.length) return;
    const timer = setTimeout(() => setShown({ text, count: count + 1 }), msPerLetter);
    return () => clearTimeout(timer);
  }, [text, count, msPerLetter]);

  return text.slice(0, count);
}
