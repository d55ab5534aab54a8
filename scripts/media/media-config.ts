/** Size limits and format of the generated media (scripts/media/render-media.ts); checked by media.test.ts. */

/** All of assets/video together must stay under this many bytes (issue 6: under 20 MB). */
export const MEDIA_BUDGET_BYTES = 20 * 1000 * 1000;
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;
/** Frames per second: enough for the intro film's bounces and drifts; the other videos are mostly still. */
export const VIDEO_FPS = 12;
/** Every video the generator makes, by id. */
export const MEDIA_IDS = ['intro', 'desert-17', 'desert-18', 'desert-19', 'desert-20', 'desert-21', 'lesson-sample', 'funnel'] as const;
/** VP9 quality of the animated intro (lower = sharper and larger; 0-63). */
export const INTRO_CRF = 40;
/** VP9 quality of the landing funnel's film (scripts/media/render-funnel.ts). */
export const FUNNEL_CRF = 40;
/** The funnel film (WebM) must stay under this many bytes: it is the landing page's first big download after the play button. */
export const FUNNEL_FILM_BUDGET_BYTES = 2.5 * 1000 * 1000;
/** The landing hero's poster (WebP) must stay under this many bytes: it shows before any script runs. */
export const FUNNEL_POSTER_BUDGET_BYTES = 60 * 1000;
/** The poster's size in pixels (sharper than the film: it is the hero picture of the landing page). */
export const FUNNEL_POSTER_WIDTH = 1280;
export const FUNNEL_POSTER_HEIGHT = 720;
/** VP9 quality of the reading map's short films (scripts/media/reading-films.ts). */
export const READING_FILM_CRF = 44;
/** Each reading film (WebM) must stay under this many bytes (issue 15: <= 200 KB each). */
export const READING_FILM_BUDGET_BYTES = 200 * 1000;
/** VP9 quality of the science films' still slides (scripts/media/science-films.ts). */
export const SCIENCE_FILM_CRF = 50;
/** Opus bit rate of the slide films' narration (science, social studies, superskills; kbit/s, mono): the lowest that stays wideband (8 kHz) for espeak-ng's voices; at 8 libopus drops to narrowband and the s sounds go dull. */
export const SLIDE_FILM_AUDIO_KBPS = 9;
export const SCIENCE_FILM_AUDIO_KBPS = SLIDE_FILM_AUDIO_KBPS;
/**
 * All of assets/science/films and assets/science/exits together (films, captions, posters,
 * timings) must stay under this many bytes: 63 lesson films of 73-104 s and 40 exit films made
 * 9.66 MB (issue 16 aims at 10 MB; the margin is for the lessons' edits).
 * They are not in assets/video, whose MEDIA_BUDGET_BYTES stays for the math videos.
 */
export const SCIENCE_FILMS_BUDGET_BYTES = 10.5 * 1000 * 1000;
/** Each exit film (WebM, 3-5 s) must stay under this many bytes. */
export const SCIENCE_EXIT_FILM_BUDGET_BYTES = 40 * 1000;
/** VP9 quality of the social studies films' still slides (scripts/media/social-studies-films.ts). */
export const SOCIAL_STUDIES_FILM_CRF = 50;
/**
 * All of assets/social-studies/films (every lesson's film, captions, poster and timings.json) must
 * stay under this many bytes (issue 17: "small").
 */
export const SOCIAL_STUDIES_FILMS_BUDGET_BYTES = 6 * 1000 * 1000;
/** VP9 quality of the superskills episodes' scene slides (scripts/media/superskills-films.ts). */
export const SUPERSKILLS_FILM_CRF = 50;
/** All of assets/superskills/films must stay under this many bytes. */
export const SUPERSKILLS_FILMS_BUDGET_BYTES = 4 * 1000 * 1000;
/** An episode is "about 3 minutes or less" (issue 17): its film's longest length (seconds). */
export const SUPERSKILLS_FILM_MAX_S = 200;
