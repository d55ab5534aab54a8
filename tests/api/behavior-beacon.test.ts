/**
 * The client's behaviour-event sender (ui/lib/behavior.ts) against the real API: the beacon's and
 * the XHR fallback's bodies both land in behavior_events. The browser transports are stand-ins that
 * deliver to the real app (Node has neither sendBeacon nor XMLHttpRequest).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { behavior_events } from '../../db/schema';
import { collectMetadata, GUEST_EVENTS_URL, sendGuestBehaviorEvents, type BeaconEnv } from '../../ui/lib/behavior';
import { createGuest } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

const deliveries: Promise<Response>[] = [];
const deliver = (url: string, body: BodyInit, contentType: string) => {
  const p = Promise.resolve(ctx.app.request(url, { method: 'POST', headers: { 'content-type': contentType }, body }, { deps: ctx.deps }));
  deliveries.push(p);
  return p;
};

class AppXhr {
  calls: string[] = [];
  private url = '';
  private type = '';
  open(method: string, url: string) {
    this.calls.push(`open ${method}`);
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (name === 'content-type') this.type = value;
  }
  send(body: string) {
    void deliver(this.url, body, this.type);
  }
}

const win = { innerWidth: 1024, innerHeight: 768, location: { pathname: '/lp/math' } as Location, navigator: { userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' } };

describe('guest behaviour events: beacon with XHR fallback', () => {
  it('collects the spec metadata', () => {
    expect(collectMetadata(win, { math_startflow_order: 'kid_first' })).toMatchObject({
      device: 'tablet',
      is_mobile: false,
      is_portrait: false,
      platform: 'web',
      viewport_width: 1024,
      viewport_height: 768,
      aspect_ratio: 1.33,
      path: '/lp/math',
      experiments: { math_startflow_order: 'kid_first' },
    });
  });

  it('uses the beacon when it accepts, XHR when it refuses or is missing; every body is stored', async () => {
    const g = await createGuest(ctx);
    const metadata = collectMetadata(win, {});
    const beacon: BeaconEnv = {
      sendBeacon: (url, data) => {
        void deliver(url, data, data.type);
        return true;
      },
      XMLHttpRequest: AppXhr,
    };
    expect(sendGuestBehaviorEvents(g.token, [{ name: 'LP: playButton', metadata }], beacon)).toBe('beacon');
    const refused: BeaconEnv = { sendBeacon: () => false, XMLHttpRequest: AppXhr };
    expect(sendGuestBehaviorEvents(g.token, [{ name: 'LP: askParentOrKid', metadata }], refused)).toBe('xhr');
    const none: BeaconEnv = { sendBeacon: undefined, XMLHttpRequest: AppXhr };
    expect(sendGuestBehaviorEvents(g.token, [{ name: 'LP: kidIntro', metadata }], none)).toBe('xhr');
    const statuses = (await Promise.all(deliveries)).map((r) => r.status);
    expect(statuses).toEqual([201, 201, 201]);
    const rows = await ctx.deps.db.select().from(behavior_events).where(eq(behavior_events.guest_id, g.id));
    expect(rows.map((r) => r.name).sort()).toEqual(['LP: askParentOrKid', 'LP: kidIntro', 'LP: playButton']);
    expect(GUEST_EVENTS_URL).toBe('/api/o1/guest_behavior_events');
  });
});
