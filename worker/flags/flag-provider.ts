/**
 * The product's OpenFeature provider (issue 19 item 1: "one typed accessor ... OpenFeature's SDKs
 * with the project's own provider"): it answers evaluations from a snapshot of the resolved flags
 * (core/flags/flags.ts resolveFlags over the stored values), and {@link flagValue} is the one typed
 * way the server reads a flag. Evaluations of unknown keys or of a value of the wrong type return
 * the caller's default with OpenFeature's error codes, as the SDK expects.
 */
import { ErrorCode, OpenFeature, StandardResolutionReasons, type Client, type JsonValue, type Provider, type ResolutionDetails } from '@openfeature/server-sdk';
import { FLAGS, isFlagKey, resolveFlags, type FlagKey, type FlagValues } from '../../core/flags/flags';

/** Answers OpenFeature evaluations from a snapshot of the stored flag values. */
export class MonsterificFlagProvider implements Provider {
  readonly metadata = { name: 'monsterific-flags' } as const;
  readonly runsOn = 'server' as const;
  private flags: FlagValues;

  /** @param stored the stored values by key (anything: each is checked against its flag). */
  constructor(stored: Readonly<Record<string, unknown>> = {}) {
    this.flags = resolveFlags(stored);
  }

  /** Replaces the snapshot (after an admin changed a flag, or a fresh read). */
  update(stored: Readonly<Record<string, unknown>>): void {
    this.flags = resolveFlags(stored);
  }

  private resolve<T>(key: string, defaultValue: T, type: 'boolean' | 'number' | 'string' | 'object'): Promise<ResolutionDetails<T>> {
    if (!isFlagKey(key)) return Promise.resolve({ value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.FLAG_NOT_FOUND });
    const value: unknown = this.flags[key];
    const actual = value !== null && typeof value === 'object' ? 'object' : typeof value;
    if (actual !== type) return Promise.resolve({ value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH });
    const isDefault = JSON.stringify(value) === JSON.stringify(FLAGS[key].default);
    return Promise.resolve({ value: value as T, reason: isDefault ? StandardResolutionReasons.DEFAULT : StandardResolutionReasons.STATIC });
  }

  resolveBooleanEvaluation(key: string, defaultValue: boolean) {
    return this.resolve(key, defaultValue, 'boolean');
  }
  resolveStringEvaluation(key: string, defaultValue: string) {
    return this.resolve(key, defaultValue, 'string');
  }
  resolveNumberEvaluation(key: string, defaultValue: number) {
    return this.resolve(key, defaultValue, 'number');
  }
  resolveObjectEvaluation<T extends JsonValue>(key: string, defaultValue: T) {
    return this.resolve(key, defaultValue, 'object');
  }
}

/**
 * An OpenFeature client on its own provider domain, so tests and servers in one process don't
 * share a global provider.
 * @param domain a name for this provider binding (e.g. the server instance).
 */
export async function flagClient(provider: MonsterificFlagProvider, domain: string): Promise<Client> {
  await OpenFeature.setProviderAndWait(domain, provider);
  return OpenFeature.getClient(domain);
}

/**
 * The one typed accessor: a flag's value through OpenFeature, with the flag's own default as the
 * fallback (an evaluation error never throws).
 */
export async function flagValue<K extends FlagKey>(client: Client, key: K): Promise<FlagValues[K]> {
  const fallback = FLAGS[key].default as FlagValues[K];
  if (typeof fallback === 'boolean') return (await client.getBooleanValue(key, fallback)) as FlagValues[K];
  if (typeof fallback === 'number') return (await client.getNumberValue(key, fallback)) as FlagValues[K];
  return (await client.getObjectValue(key, fallback as unknown as JsonValue)) as unknown as FlagValues[K];
}
