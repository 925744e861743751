/** An open storybook with a quill and stars: drawn in SVG so it needs no image request. */
export function StorybookIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 320" role="img" aria-label="An open storybook with sparkling stars and a quill">
      <ellipse cx="200" cy="290" rx="160" ry="18" fill="#ecdcc4" />
      <path d="M40 90 Q120 60 200 95 L200 280 Q120 250 40 275 Z" fill="#fffdf8" stroke="#6d3fd0" strokeWidth="6" strokeLinejoin="round" />
      <path d="M360 90 Q280 60 200 95 L200 280 Q280 250 360 275 Z" fill="#fffdf8" stroke="#6d3fd0" strokeWidth="6" strokeLinejoin="round" />
      <g stroke="#d9c9f5" strokeWidth="7" strokeLinecap="round" fill="none">
        <path d="M70 125 Q120 108 170 125" />
        <path d="M70 155 Q120 138 170 155" />
        <path d="M70 185 Q120 168 150 180" />
        <path d="M230 125 Q280 108 330 125" />
        <path d="M230 155 Q280 138 330 155" />
      </g>
      <circle cx="290" cy="205" r="26" fill="#ffd88a" />
      <path d="M276 212 Q290 226 304 212" stroke="#7a4300" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="281" cy="198" r="3.5" fill="#7a4300" />
      <circle cx="299" cy="198" r="3.5" fill="#7a4300" />
      <path d="M300 20 L360 110" stroke="#e4508f" strokeWidth="8" strokeLinecap="round" />
      <path d="M300 20 Q330 30 345 80 Q320 60 300 20 Z" fill="#f7a8cc" />
      <g fill="#f5a524">
        <path d="M80 30 l7 16 17 2 -13 11 4 17 -15 -9 -15 9 4 -17 -13 -11 17 -2 z" />
        <path d="M200 18 l4 9 10 1 -8 7 3 10 -9 -5 -9 5 3 -10 -8 -7 10 -1 z" />
        <path d="M370 150 l4 9 10 1 -8 7 3 10 -9 -5 -9 5 3 -10 -8 -7 10 -1 z" />
      </g>
      <circle cx="150" cy="40" r="5" fill="#6d3fd0" />
      <circle cx="30" cy="150" r="4" fill="#2f7fd1" />
      <circle cx="250" cy="50" r="4" fill="#e4508f" />
    </svg>
  );
}
