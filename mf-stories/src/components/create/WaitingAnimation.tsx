import { useWaitingPhase } from './use-waiting-phase';
import { waitingPhaseText } from './waiting-phases';
import styles from './WaitingAnimation.module.css';

/**
 * Full-screen while a story is written (spec 01 §4): Spell's ink bottle tips, pours into the page,
 * returns, stands upright, refills and sparkles, on a 10-second loop. CSS draws each phase.
 */
export function WaitingAnimation({ title }: { title: string }) {
  const phase = useWaitingPhase();
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="waiting-animation" data-phase={phase}>
      <div className={styles.stage}>
        <svg className={styles.art} viewBox="0 0 240 200" aria-hidden="true" data-phase={phase}>
          <g className={styles.page}>
            <path d="M20 150 Q70 132 120 148 L120 192 Q70 178 20 194 Z" fill="#fffdf8" stroke="#d9c9f5" strokeWidth="3" />
            <path d="M220 150 Q170 132 120 148 L120 192 Q170 178 220 194 Z" fill="#fffdf8" stroke="#d9c9f5" strokeWidth="3" />
            <g className={styles.words} stroke="#6d3fd0" strokeWidth="3" strokeLinecap="round">
              <path d="M34 162 Q60 154 104 162" />
              <path d="M34 174 Q60 166 92 174" />
              <path d="M136 162 Q170 154 206 162" />
              <path d="M136 174 Q160 166 190 174" />
            </g>
          </g>
          <path className={styles.stream} d="M126 88 Q112 112 118 146" stroke="#6d3fd0" strokeWidth="6" fill="none" strokeLinecap="round" />
          <g className={styles.bottle}>
            <rect x="140" y="40" width="48" height="64" rx="12" fill="#e9e2fb" stroke="#4b2597" strokeWidth="4" />
            <rect className={styles.ink} x="144" y="52" width="40" height="48" rx="8" fill="#6d3fd0" />
            <rect x="152" y="22" width="24" height="20" rx="4" fill="#f5a524" stroke="#4b2597" strokeWidth="4" />
          </g>
          <g className={styles.sparkles} fill="#f5a524">
            <path d="M60 60 l4 9 10 1 -8 7 3 10 -9 -5 -9 5 3 -10 -8 -7 10 -1 z" />
            <path d="M210 120 l3 7 8 1 -6 5 2 8 -7 -4 -7 4 2 -8 -6 -5 8 -1 z" />
            <path d="M100 24 l3 7 8 1 -6 5 2 8 -7 -4 -7 4 2 -8 -6 -5 8 -1 z" />
          </g>
        </svg>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.phase}>{waitingPhaseText[phase]}</p>
      </div>
    </div>
  );
}
