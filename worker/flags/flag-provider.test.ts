import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@openfeature/server-sdk';
import { MonsterificFlagProvider, flagClient, flagValue } from './flag-provider';

describe('the OpenFeature provider and the typed accessor', () => {
  it('reads every kind of flag through OpenFeature, typed, with the stored value or the default', async () => {
    const provider = new MonsterificFlagProvider({ app_max_level: 8, app_force_update: { mandatory: true, min_version: '3.0.0' } });
    const client = await flagClient(provider, 'flags-test-1');
    expect(await flagValue(client, 'app_max_level')).toBe(8);
    expect(await flagValue(client, 'app_force_update')).toEqual({ mandatory: true, min_version: '3.0.0' });
    expect(await flagValue(client, 'app_show_maintenance_page')).toBe(false);
    expect((await client.getBooleanDetails('app_show_maintenance_page', true)).reason).toBe('DEFAULT');
    expect((await client.getNumberDetails('app_max_level', 5)).reason).toBe('STATIC');
  });

  it('follows an update of the stored values', async () => {
    const provider = new MonsterificFlagProvider();
    const client = await flagClient(provider, 'flags-test-2');
    expect(await flagValue(client, 'app_show_maintenance_page')).toBe(false);
    provider.update({ app_show_maintenance_page: true });
    expect(await flagValue(client, 'app_show_maintenance_page')).toBe(true);
  });

  it('answers an unknown key or a wrong type with the caller\'s default and OpenFeature\'s error code', async () => {
    const client = await flagClient(new MonsterificFlagProvider(), 'flags-test-3');
    const unknown = await client.getBooleanDetails('no_such_flag', true);
    expect(unknown).toMatchObject({ value: true, errorCode: ErrorCode.FLAG_NOT_FOUND });
    const mismatch = await client.getStringDetails('app_max_level', 'x');
    expect(mismatch).toMatchObject({ value: 'x', errorCode: ErrorCode.TYPE_MISMATCH });
  });
});
