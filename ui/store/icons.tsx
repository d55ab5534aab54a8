/** Inline SVG icons of the incentives panel (no emoji font needed). */

/** A gem, the same as the game HUD's. */
export function GemIcon({ size = 26 }: { size?: number }) {
  return (
    <svg className="gem" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M8 4h16l6 8-14 17L2 12z" fill="#4fd1ff" stroke="#1d2b4f" strokeWidth="3" strokeLinejoin="round" />
      <path d="M2 12h28M11 4l5 25M21 4l-5 25" stroke="#1d2b4f" strokeWidth="1.5" opacity="0.5" />
    </svg>
  );
}

/** A little shop with a striped awning. */
export function StoreIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M6 14h20v14H6z" fill="#fff3c4" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M13 28v-8h6v8" fill="#5cc8f5" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M4 8l3-5h18l3 5v3a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" fill="#ff6fae" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M10 11V4M16 11V4M22 11V4" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

/** A house. */
export function HouseIcon() {
  return (
    <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M4 15L16 4l12 11" fill="none" stroke="#1d2b4f" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M7 13v15h18V13" fill="#ffcc45" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M13 28v-8h6v8" fill="#ff8a5c" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}

/** A coat hanger, for the outfit room. */
export function HangerIcon() {
  return (
    <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M13 9a3 3 0 1 1 4.5 2.6c-1 .6-1.5 1.3-1.5 2.4v1" fill="none" stroke="#1d2b4f" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M16 15L3 24h26z" fill="#ad86f5" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}

/** A round check mark. */
export function CheckIcon({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#2fbf71" stroke="#1d2b4f" strokeWidth="2" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A close cross. */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="#1d2b4f" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

/** A lock-free padlock-ish "save up" piggy bank for the not-enough-gems state. */
export function PiggyIcon() {
  return (
    <svg viewBox="0 0 32 32" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M5 17c0-6 5-9 11-9s11 3 11 9-5 9-11 9c-2 0-3 0-5-1l-2 3H7v-4c-1-2-2-4-2-7z" fill="#ffb3d1" stroke="#1d2b4f" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M13 8.5h6" stroke="#1d2b4f" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="21" cy="15" r="1.6" fill="#1d2b4f" />
    </svg>
  );
}
