/** Inline SVG icons for the shell (no emoji, no icon font, no third-party requests). */
import type { SVGProps } from 'react';

const base = { viewBox: '0 0 32 32', 'aria-hidden': true, focusable: false } as const;

/** Subject keys (spec part 1 section 1) with their icon. */
export type SubjectKey = 'math' | 'reading' | 'science' | 'socialStudies' | 'superSkills';

export function SubjectIcon({ subject, ...props }: { subject: SubjectKey } & SVGProps<SVGSVGElement>) {
  switch (subject) {
    case 'math':
      return (
        <svg {...base} {...props}>
          <rect x="3" y="3" width="26" height="26" rx="8" fill="#1b8fd6" stroke="#1d2b4f" strokeWidth="2.5" />
          <path d="M9 11h6M12 8v6M18 11h6M9 21l5 0M18.5 18.5l4 4M22.5 18.5l-4 4" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      );
    case 'reading':
      return (
        <svg {...base} {...props}>
          <path d="M3 8c4-2 9-2 13 1 4-3 9-3 13-1v17c-4-2-9-2-13 1-4-3-9-3-13-1z" fill="#ff7a59" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
          <path d="M16 9v17" stroke="#1d2b4f" strokeWidth="2.5" />
        </svg>
      );
    case 'science':
      return (
        <svg {...base} {...props}>
          <path d="M12 4h8M13 4v8L5 25a3 3 0 0 0 2.6 4.5h16.8A3 3 0 0 0 27 25l-8-13V4" fill="#2fbf71" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
          <circle cx="14" cy="22" r="2" fill="#fff" />
          <circle cx="19" cy="25" r="1.4" fill="#fff" />
        </svg>
      );
    case 'socialStudies':
      return (
        <svg {...base} {...props}>
          <circle cx="16" cy="16" r="12.5" fill="#4fd1ff" stroke="#1d2b4f" strokeWidth="2.5" />
          <path d="M9 9c3 1 4 4 2 6s1 4 3 5-1 5-1 5M20 5c-1 3 1 5 4 5s3 4 1 6" fill="none" stroke="#1f8a50" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      );
    case 'superSkills':
      return (
        <svg {...base} {...props}>
          <path d="M16 3l3.8 8 8.7 1.1-6.4 6 1.7 8.6L16 22.4l-7.8 4.3 1.7-8.6-6.4-6 8.7-1.1z" fill="#ffc83d" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      );
  }
}

export function BurgerIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M6 9h20M6 16h20M6 23h20" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

export function ChevronIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M9 13l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function UsersIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="11" r="5" fill="#7c5cff" stroke="#1d2b4f" strokeWidth="2.2" />
      <circle cx="22" cy="13" r="4" fill="#ff7a59" stroke="#1d2b4f" strokeWidth="2.2" />
      <path d="M3 27c0-5 4-8 9-8s9 3 9 8zM20 27c0-3 1-6 3-7 4 0 7 3 7 7z" fill="#fff" stroke="#1d2b4f" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

export function FlagIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M8 4v25" stroke="#1d2b4f" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M8 5h17l-4 6 4 6H8z" fill="#2fbf71" stroke="#1d2b4f" strokeWidth="2.4" strokeLinejoin="round" />
    </svg>
  );
}

export function HouseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M4 15L16 5l12 10v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" fill="#ffc83d" stroke="#1d2b4f" strokeWidth="2.4" strokeLinejoin="round" />
      <rect x="13" y="19" width="6" height="9" rx="1.5" fill="#fff" stroke="#1d2b4f" strokeWidth="2.2" />
    </svg>
  );
}

export function DoorIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <rect x="7" y="4" width="15" height="24" rx="2" fill="#e8f6ff" stroke="#1d2b4f" strokeWidth="2.4" />
      <path d="M19 16h10M25 12l4 4-4 4" fill="none" stroke="#d93b3b" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
