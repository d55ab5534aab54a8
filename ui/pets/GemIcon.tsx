/** The gem (inline SVG, same drawing as the HUD's gem counter). */
export function GemIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M8 4h16l6 8-14 17L2 12z" fill="#4fd1ff" stroke="#1d2b4f" strokeWidth="3" strokeLinejoin="round" />
      <path d="M2 12h28M11 4l5 25M21 4l-5 25" stroke="#1d2b4f" strokeWidth="1.5" opacity="0.5" />
    </svg>
  );
}

/** A small paw print, the pets' icon (HUD button, feed buttons). */
export function PawIcon({ size = 26 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <ellipse cx="16" cy="21" rx="8" ry="7" fill="#ff8cc6" stroke="#1d2b4f" strokeWidth="2.5" />
      <circle cx="7" cy="12" r="3.6" fill="#ff8cc6" stroke="#1d2b4f" strokeWidth="2.2" />
      <circle cx="13" cy="7" r="3.6" fill="#ff8cc6" stroke="#1d2b4f" strokeWidth="2.2" />
      <circle cx="20" cy="7" r="3.6" fill="#ff8cc6" stroke="#1d2b4f" strokeWidth="2.2" />
      <circle cx="26" cy="12" r="3.6" fill="#ff8cc6" stroke="#1d2b4f" strokeWidth="2.2" />
    </svg>
  );
}

/** A treat (a little cookie) for the pet game's food meter; `eaten` draws it filled. */
export function TreatIcon({ eaten, size = 26 }: { eaten: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="12" fill={eaten ? '#f7c26b' : '#fff'} stroke={eaten ? '#1d2b4f' : '#b9c6dc'} strokeWidth="2.5" strokeDasharray={eaten ? undefined : '4 3'} />
      {eaten && (
        <>
          <circle cx="11" cy="12" r="2" fill="#7a4a28" />
          <circle cx="19" cy="10" r="1.8" fill="#7a4a28" />
          <circle cx="20" cy="19" r="2.2" fill="#7a4a28" />
          <circle cx="12" cy="20" r="1.6" fill="#7a4a28" />
        </>
      )}
    </svg>
  );
}
