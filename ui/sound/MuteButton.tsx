import type { SoundPlayer } from './sound';
import { useSoundSettings } from './useSoundSettings';

/** A speaker with sound waves, or crossed out when muted (inline SVG, follows the text colour). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 9.5h3.5L12 5v14l-5.5-4.5H3z" fill="currentColor" />
      {muted ? (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      ) : (
        <>
          <path d="M15.5 9a4.5 4.5 0 0 1 0 6" />
          <path d="M18.5 6.5a8 8 0 0 1 0 11" />
        </>
      )}
    </svg>
  );
}

/**
 * Mute / unmute toggle for every game sound (44 px touch target; the choice persists).
 * The label says what a tap does: "Mute sounds" or "Turn sounds on".
 */
export function MuteButton({ player, className }: { player?: SoundPlayer; className?: string }) {
  const { muted, toggleMuted } = useSoundSettings(player);
  const label = muted ? 'Turn sounds on' : 'Mute sounds';
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-small sound-toggle${className ? ` ${className}` : ''}`}
      style={{ minWidth: 44, minHeight: 44, paddingInline: '0.6em' }}
      onClick={toggleMuted}
      aria-label={label}
      title={label}
      data-testid="mute-button"
      data-muted={String(muted)}
    >
      <SpeakerIcon muted={muted} />
    </button>
  );
}
