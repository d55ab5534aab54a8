import type { ReactNode } from 'react';
import { canSpeak, speak } from '../lib/speech';

/** The speaker drawn on every read-aloud button (no emoji: they look different on every device). */
export function SpeakerIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="#1b8fd6" stroke="#1d2b4f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" fill="none" stroke="#1d2b4f" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A speaker button (issue 18 "read aloud, everything"): a tap says `text` through the shared
 * speech module (ui/lib/speech.ts: math as words, rate 0.9). Round and icon-only by default, a
 * 44 px touch target at least; with `children` it becomes a labelled pill ("Read to me").
 * `label` is the accessible name ("Read the hint aloud"). Hidden where the browser cannot speak,
 * so a child never taps a button that does nothing.
 */
export function SpeakButton({ text, label, children, className = '', testId }: { text: string; label: string; children?: ReactNode; className?: string; testId?: string }) {
  if (!canSpeak()) return null;
  return (
    <button
      type="button"
      className={`btn btn-ghost speak-button${children ? ' btn-small' : ' speak-button-round'} ${className}`.trim()}
      onClick={(e) => {
        // A speaker inside a form or a tappable card must not also submit or select.
        e.stopPropagation();
        speak(text);
      }}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <SpeakerIcon />
      {children}
    </button>
  );
}
