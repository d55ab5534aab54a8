/**
 * Where the landing funnel's film is served (issue 14 "Must deliver 1"; contracts: FUNNEL_MEDIA).
 * The files are made by scripts/media/render-funnel.ts (`npm run media:funnel`) next to the intro's
 * (assets/video/, its captions/ and a posters/ folder) and committed; the chapter times of each
 * played step are in ./funnel-chapters.json. There is no MP4: like the intro, WebM (VP9 + Opus)
 * only, which Chromium, Firefox and current Safari play.
 */
export interface FunnelMedia {
  /** The film, WebM (VP9 + Opus), 640 x 360: shown full-bleed with `object-fit: cover`. */
  webm: string;
  /** An MP4 fallback, when one is made (none is). */
  mp4?: string;
  /** WebVTT captions, English: Moxie's narration, one cue per played step. */
  captions: string;
  /** The landing hero's poster, WebP 1280 x 720: the first segment's last (calm) frame. */
  poster: string;
}

export const FUNNEL_MEDIA: FunnelMedia = {
  webm: '/assets/video/funnel.webm',
  captions: '/assets/video/captions/funnel.vtt',
  poster: '/assets/video/posters/funnel.webp',
};
