/**
 * Guest behaviour events (spec part 1 sections 3, 7): sent with `navigator.sendBeacon` (survives
 * page unloads) to `/api/o1/guest_behavior_events` with the guest token as `auth_id_token`;
 * when the beacon is unavailable or refused, a plain XHR POST carries the same body.
 */
import type { BehaviorMetadata } from '../../worker/guests/guests.contracts';

export const GUEST_EVENTS_URL = '/api/o1/guest_behavior_events';

export interface BehaviorEvent {
  name: string;
  metadata: BehaviorMetadata;
}

/** What the sender needs from the browser, so tests can give a real-shaped stand-in. */
export interface BeaconEnv {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  XMLHttpRequest: new () => Pick<XMLHttpRequest, 'open' | 'setRequestHeader' | 'send'>;
}

/** The spec's metadata from the browser: device, orientation, platform, timezone, viewport, path, experiments. */
export function collectMetadata(w: Pick<Window, 'innerWidth' | 'innerHeight' | 'location'> & { navigator: Pick<Navigator, 'userAgent'> }, experiments: Record<string, string>): BehaviorMetadata {
  const width = w.innerWidth;
  const height = w.innerHeight;
  const ua = w.navigator.userAgent;
  const isMobile = /Mobi|Android|iPhone/i.test(ua);
  const isTablet = /iPad|Tablet/i.test(ua) || (!isMobile && /Android/i.test(ua));
  return {
    device: isTablet ? 'tablet' : isMobile ? 'mobile' : 'desktop',
    is_mobile: isMobile,
    is_portrait: height > width,
    platform: w.location.pathname.includes('/webviews') ? 'webview' : 'web',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    user_agent: ua.slice(0, 500),
    viewport_height: height,
    viewport_width: width,
    aspect_ratio: height > 0 ? Math.round((width / height) * 100) / 100 : 0,
    path: w.location.pathname,
    experiments,
  };
}

/**
 * Sends guest events: beacon first, XHR when there is no beacon or it returns false (queue full).
 * @returns which transport carried them.
 */
export function sendGuestBehaviorEvents(authIdToken: string, events: BehaviorEvent[], env: BeaconEnv): 'beacon' | 'xhr' {
  const body = JSON.stringify({ auth_id_token: authIdToken, guest_behavior_events: events });
  if (env.sendBeacon) {
    try {
      if (env.sendBeacon(GUEST_EVENTS_URL, new Blob([body], { type: 'application/json' }))) return 'beacon';
    } catch (e) {
      console.error('[behavior] beacon failed, falling back to XHR', e);
    }
  }
  const xhr = new env.XMLHttpRequest();
  xhr.open('POST', GUEST_EVENTS_URL, true);
  xhr.setRequestHeader('content-type', 'application/json');
  xhr.send(body);
  return 'xhr';
}

/** The browser's real transports. */
export function browserBeaconEnv(): BeaconEnv {
  return { sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined, XMLHttpRequest };
}
