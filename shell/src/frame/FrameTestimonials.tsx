import { Testimonials } from '@inkspell/ui';
import { useLocation } from 'react-router-dom';

/** Pages that show the testimonials in their own layout, so the band above the footer would repeat them. */
const pagesWithOwnTestimonials = new Set(['/contact']);

/** What families say, as a band above the footer of every page (spec 02 §2). */
export function FrameTestimonials() {
  const { pathname } = useLocation();
  if (pagesWithOwnTestimonials.has(pathname)) return null;
  return <Testimonials layout="band" />;
}
