/** A friendly monster face (inline SVG, no emoji font needed). */
function MonsterIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M8 9 5 3l7 4M24 9l3-6-7 4" fill="#fff3c4" stroke="#1d2b4f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M5 20c0-8 5-13 11-13s11 5 11 13c0 5-4 9-11 9S5 25 5 20z" fill="#ff8fc8" stroke="#1d2b4f" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="16" cy="16" r="5" fill="#fff" stroke="#1d2b4f" strokeWidth="2" />
      <circle cx="16.8" cy="16.5" r="2.4" fill="#1d2b4f" />
      <path d="M12 23.5c2.5 2 5.5 2 8 0" fill="none" stroke="#1d2b4f" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The HUD button that opens the monster maker (44 px+ target, icon plus "My monster"). */
export function MyMonsterButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="btn btn-ghost btn-small my-monster-button" onClick={onClick} disabled={disabled} data-testid="open-monster-maker">
      <MonsterIcon />
      My monster
    </button>
  );
}
