import { describe, expect, it } from 'vitest';
import { FLAGS, FLAG_KEYS, defaultFlags, expiredFlags, isFlagKey, parseFlagValue, resolveFlags } from './flags';

describe('feature flags (spec part 1 section 3)', () => {
  it('has exactly the spec\'s flags, in its order, each with an owner, a description and a valid expiry date', () => {
    expect(FLAG_KEYS).toEqual([
      'app_force_scholarship_payment', 'app_force_update', 'app_max_level', 'app_play_background_music', 'app_show_att_on_load',
      'app_show_debug_button', 'app_show_floating_keyboard', 'app_show_lounge_button', 'app_show_maintenance_page', 'app_show_support_email',
    ]);
    for (const key of FLAG_KEYS) {
      expect(FLAGS[key].owner, key).toBeTruthy();
      expect(FLAGS[key].description.length, key).toBeGreaterThan(10);
      expect(Number.isNaN(Date.parse(FLAGS[key].expires)), key).toBe(false);
      // Every default fits its own flag.
      expect(() => parseFlagValue(key, FLAGS[key].default), key).not.toThrow();
    }
  });

  it('defaults app_max_level to 5 (the spec) and the rest to the product without the flag', () => {
    expect(defaultFlags()).toEqual({
      app_force_scholarship_payment: false,
      app_force_update: { mandatory: false, min_version: '0.0.0' },
      app_max_level: 5,
      app_play_background_music: true,
      app_show_att_on_load: false,
      app_show_debug_button: false,
      app_show_floating_keyboard: false,
      app_show_lounge_button: false,
      app_show_maintenance_page: false,
      app_show_support_email: true,
    });
  });

  it('serves stored values that fit, and the default for a value that does not or a key that is gone', () => {
    const flags = resolveFlags({ app_max_level: 12, app_show_maintenance_page: true, app_force_update: { mandatory: true, min_version: '2.1.0' }, app_show_debug_button: 'yes', old_flag: true });
    expect(flags.app_max_level).toBe(12);
    expect(flags.app_show_maintenance_page).toBe(true);
    expect(flags.app_force_update).toEqual({ mandatory: true, min_version: '2.1.0' });
    expect(flags.app_show_debug_button).toBe(false);
    expect(resolveFlags({ app_max_level: 99 }).app_max_level).toBe(5);
    expect(resolveFlags({ app_max_level: 2 ** 40 }).app_max_level).toBe(5);
    expect(isFlagKey('old_flag')).toBe(false);
  });

  it('refuses a value that does not fit, naming the problem', () => {
    expect(() => parseFlagValue('app_force_update', { mandatory: true, min_version: 'soon' })).toThrow('min_version must look like 1.2.3');
    expect(() => parseFlagValue('app_max_level', 0)).toThrow();
    expect(() => parseFlagValue('app_show_maintenance_page', 'true')).toThrow();
  });

  it('lists the flags past their expiry date for their owners, and none before', () => {
    expect(expiredFlags(Date.UTC(2026, 10, 25))).toEqual([]);
    expect(expiredFlags(Date.UTC(2027, 3, 1))).toEqual(['app_show_debug_button']);
    expect(expiredFlags(Date.UTC(2030, 0, 1))).toEqual(FLAG_KEYS);
  });
});
