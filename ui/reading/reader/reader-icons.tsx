/** Inline SVG icons of the reader (no emoji, no icon font, no third-party requests). Decorative: labels sit on the buttons. */
import type { SVGProps } from 'react';

const base = { viewBox: '0 0 32 32', 'aria-hidden': true, focusable: false } as const;

export function ArrowIcon({ direction, ...props }: { direction: 'left' | 'right' } & SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d={direction === 'right' ? 'M11 6l10 10-10 10' : 'M21 6L11 16l10 10'} fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PlayIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M10 6.5v19a1.5 1.5 0 0 0 2.3 1.3l15-9.5a1.5 1.5 0 0 0 0-2.6l-15-9.5A1.5 1.5 0 0 0 10 6.5z" fill="currentColor" />
    </svg>
  );
}

export function PauseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <rect x="8" y="6" width="6" height="20" rx="2.5" fill="currentColor" />
      <rect x="18" y="6" width="6" height="20" rx="2.5" fill="currentColor" />
    </svg>
  );
}

export function SpeakerIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M5 12h5l7-6v20l-7-6H5z" fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M21.5 11.5a6 6 0 0 1 0 9M25 8a11 11 0 0 1 0 16" fill="none" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
    </svg>
  );
}

export function StarIcon({ filled, ...props }: { filled: boolean } & SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path
        d="M16 3l3.8 8 8.7 1.1-6.4 6 1.7 8.6L16 22.4l-7.8 4.3 1.7-8.6-6.4-6 8.7-1.1z"
        fill={filled ? '#ffc83d' : '#e9eef6'}
        stroke={filled ? '#1d2b4f' : '#8a97b3'}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function LockIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M10 14v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#1d2b4f" strokeWidth="3" strokeLinecap="round" />
      <rect x="6" y="13" width="20" height="15" rx="4" fill="#ffc83d" stroke="#1d2b4f" strokeWidth="2.5" />
      <circle cx="16" cy="20" r="2.2" fill="#1d2b4f" />
      <path d="M16 21v3" stroke="#1d2b4f" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M7 16.5l6 6L25 10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M9 9l14 14M23 9L9 23" fill="none" stroke="currentColor" strokeWidth="3.6" strokeLinecap="round" />
    </svg>
  );
}

/** The highlight toggle: a line of text with one word lit. */
export function HighlightIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <rect x="9" y="9" width="14" height="14" rx="4" fill="#ffc83d" stroke="currentColor" strokeWidth="2" />
      <path d="M12.5 16h7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M2.5 16h3.5M26 16h3.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.45" />
    </svg>
  );
}
