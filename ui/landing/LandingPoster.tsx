/**
 * The hero's picture: the funnel film's poster (ui/funnel/funnel-media.ts FUNNEL_MEDIA.poster, the
 * film's first calm frame, so pressing play does not jump) over the landing's own drawn scene
 * (ui/landing/poster-scene.svg, an island map in the sea, the stylesheet's background): the scene
 * shows while the poster loads and stays if it cannot load, so the hero is never a grey box.
 */
import { useState } from 'react';
import { FUNNEL_MEDIA } from '../funnel/funnel-media';

/** The hero's background. */
export function LandingPoster() {
  const [posterFailed, setPosterFailed] = useState(false);
  return (
    <div className="lp-poster" data-testid="landing-poster">
      {!posterFailed && <img className="lp-poster-img" src={FUNNEL_MEDIA.poster} alt="" onError={() => setPosterFailed(true)} />}
    </div>
  );
}
