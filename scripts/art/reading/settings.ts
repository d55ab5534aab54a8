/**
 * Every backdrop of the reading books (`ART_SETTINGS`), by value, from the setting files.
 */
import { ART_SETTINGS } from '../../../core/reading/book-schema';
import { HOME_SETTINGS } from './settings-home';
import type { SettingDef } from './settings-kit';
import { NATURE_SETTINGS } from './settings-nature';
import { OUTSIDE_SETTINGS } from './settings-outside';
import { TOWN_SETTINGS } from './settings-town';
import { WATER_SETTINGS } from './settings-water';

export type ArtSetting = (typeof ART_SETTINGS)[number];

/** Every setting's backdrop. */
export const SETTING_DRAWINGS: Record<ArtSetting, SettingDef> = { ...HOME_SETTINGS, ...TOWN_SETTINGS, ...OUTSIDE_SETTINGS, ...NATURE_SETTINGS, ...WATER_SETTINGS } as Record<ArtSetting, SettingDef>;

/**
 * The backdrop of a setting.
 * @throws Error for a value outside `ART_SETTINGS`
 */
export function settingDrawing(setting: string): SettingDef {
  const d = (ART_SETTINGS as readonly string[]).includes(setting) ? (SETTING_DRAWINGS as Partial<Record<string, SettingDef>>)[setting] : undefined;
  if (d === undefined) throw new Error(`no backdrop for the setting "${setting}"`);
  return d;
}
