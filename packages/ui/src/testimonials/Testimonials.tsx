import { testimonialRotationMs, testimonials as allTestimonials, testimonialsShown } from '@inkspell/contracts/values';
import type { Testimonial } from '@inkspell/contracts';
import { Pause, Play, Quote, Shuffle } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import { pickTestimonials } from './pick-testimonials';
import './testimonials.css';

export interface TestimonialsProps {
  heading?: string;
  /** The list to pick from; the contracts' testimonials by default. */
  items?: readonly Testimonial[];
  count?: number;
  intervalMs?: number;
  /** 'band': a full-width strip (above the footer); 'column': stacked cards beside other content. */
  layout?: 'band' | 'column';
  className?: string;
}

/**
 * What families say (spec 02 §2): `count` random testimonials, swapped for others every
 * `intervalMs`. Nothing moves while the pointer or the keyboard focus is on it, after Pause, or
 * when the visitor prefers reduced motion (WCAG 2.2.2); "Show others" swaps them by hand.
 */
export function Testimonials({
  heading = 'What families say',
  items = allTestimonials,
  count = testimonialsShown,
  intervalMs = testimonialRotationMs,
  layout = 'band',
  className,
}: TestimonialsProps) {
  const headingId = useId();
  // The first render is the same wherever it happens (the prerendered page and the browser hydrating
  // it must agree, ADR 0011): the first `count`; the random pick follows right after mount.
  const [shown, setShown] = useState(() => items.slice(0, count));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !reducedMotion && !pausedByUser && !hovered && !focused;

  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) setShown(pickTestimonials(items, count));
    });
    return () => {
      live = false;
    };
  }, [items, count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setShown((current) => pickTestimonials(items, count, Math.random, current)), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, items, count, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={['ink-testimonials', `ink-testimonials--${layout}`, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="testimonials"
      data-rotating={rotating}
    >
      {/* The band spans the page; its content keeps to the page width. */}
      <div className={layout === 'band' ? 'ink-container' : undefined}>
        <div className="ink-testimonials__header">
          <h2 id={headingId} className="ink-testimonials__heading">
            {heading}
          </h2>
          <div className="ink-testimonials__controls">
            {!reducedMotion && (
              <button type="button" className="ink-testimonials__control" onClick={() => setPausedByUser((paused) => !paused)}>
                {pausedByUser ? (
                  <Play size={16} aria-hidden="true" focusable="false" />
                ) : (
                  <Pause size={16} aria-hidden="true" focusable="false" />
                )}
                {pausedByUser ? 'Play' : 'Pause'}
                <span className="ink-visually-hidden"> testimonials</span>
              </button>
            )}
            <button
              type="button"
              className="ink-testimonials__control"
              onClick={() => setShown((current) => pickTestimonials(items, count, Math.random, current))}
            >
              <Shuffle size={16} aria-hidden="true" focusable="false" />
              Show others
            </button>
          </div>
        </div>
        {/* The band scrolls sideways on small screens, so the keyboard can reach and scroll it too. */}
        <ul
          className="ink-testimonials__list"
          tabIndex={layout === 'band' ? 0 : undefined}
          aria-label={layout === 'band' ? 'Testimonials' : undefined}
        >
          {shown.map((testimonial) => (
            <li key={testimonial.id} className="ink-testimonials__item" data-testid="testimonial" data-id={testimonial.id}>
              <figure className="ink-testimonials__card">
                <Quote className="ink-testimonials__mark" size={22} aria-hidden="true" focusable="false" />
                <blockquote className="ink-testimonials__quote">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="ink-testimonials__who">
                  <span className="ink-testimonials__avatar" aria-hidden="true">
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className="ink-testimonials__name">{testimonial.name}</span>
                    <span className="ink-testimonials__role">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
