/**
 * React view of the sound settings (mute, music flag) through `useSyncExternalStore`.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { soundPlayer, type SoundPlayer, type SoundSettings } from './sound';

export interface SoundSettingsView extends SoundSettings {
  readonly setMuted: (muted: boolean) => void;
  readonly toggleMuted: () => void;
}

/**
 * The current sound settings; re-renders when they change.
 * @param player the player to read (default: the app's shared player)
 * @returns `muted`, `musicEnabled`, `setMuted` and `toggleMuted`
 */
export function useSoundSettings(player: SoundPlayer = soundPlayer()): SoundSettingsView {
  const settings = useSyncExternalStore(player.subscribe, player.getSettings, player.getSettings);
  const setMuted = useCallback((muted: boolean) => player.setMuted(muted), [player]);
  const toggleMuted = useCallback(() => player.setMuted(!player.isMuted()), [player]);
  return { ...settings, setMuted, toggleMuted };
}
