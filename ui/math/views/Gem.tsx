/** The gem icon of the HUD, the feedback card and the level-complete modal. */
export function Gem() {
  return (
    <svg className="gem" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M8 4h16l6 8-14 17L2 12z" fill="#4fd1ff" stroke="#1d2b4f" strokeWidth="3" strokeLinejoin="round" />
      <path d="M2 12h28M11 4l5 25M21 4l-5 25" stroke="#1d2b4f" strokeWidth="1.5" opacity="0.5" />
    </svg>
  );
}
