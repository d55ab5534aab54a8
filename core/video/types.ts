/**
 * Shapes shared by the video engine (spec part 2 section 4 "Video player", part 1 section 4
 * "Video player states" and "Video state objects"). Times are in seconds unless a name ends in `Ms`.
 */

/** Spec "Video player states". */
export type VideoPlayerState = 'idle' | 'cued' | 'playing' | 'paused' | 'ended';

/** Spec "Media sources": vimeo, or the product's own video served by the app. */
export type VideoSourceKind = 'vimeo' | 'own';

/** Data carried by a cue point (spec "Cue point data: next_state, next_sub_state, state"). */
export interface CueData {
  state: string;
  next_state: string | null;
  next_sub_state: string | number | null;
}

/**
 * A video state object (spec: state, next_cue_point, video_action, metadata.map_key; the player
 * also reads current_time, next_state, next_sub_state).
 */
export interface VideoStateObject {
  state: string;
  /** When to stop for the next state, in seconds; null means "no cue" (registering it fails with 'No Time'). */
  next_cue_point: number | null;
  video_action: 'play' | 'pause';
  /** For a pause: where the picture holds (seconds). For a play: where to start, when given. */
  current_time?: number | null;
  next_state?: string | null;
  next_sub_state?: string | number | null;
  metadata?: { map_key?: string };
}

/** A registered cue point as a source reports it. */
export interface SourceCuePoint {
  id: string;
  time: number;
  data: CueData;
}

/** Events every source emits (names as in @vimeo/player). */
export interface SourceEvents {
  play: undefined;
  playing: undefined;
  pause: undefined;
  ended: undefined;
  timeupdate: { seconds: number; duration: number };
  bufferstart: undefined;
  bufferend: undefined;
  cuepoint: { time: number; data: CueData; id: string };
  error: { message: string };
}

/**
 * The one interface both sources implement (the method names of @vimeo/player, all async).
 * `VideoPlayer` applies the spec's rules on top of it; tests drive it with a fake.
 */
export interface PlayerSource {
  readonly kind: VideoSourceKind;
  /** Resolves once the source can take commands; rejects when the video can't load. */
  ready(): Promise<void>;
  loadVideo(id: string): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  getCurrentTime(): Promise<number>;
  setCurrentTime(seconds: number): Promise<number>;
  getDuration(): Promise<number>;
  getMuted(): Promise<boolean>;
  setMuted(muted: boolean): Promise<boolean>;
  /** 0..1 */
  setVolume(volume: number): Promise<number>;
  setPlaybackRate(rate: number): Promise<number>;
  addCuePoint(time: number, data: CueData): Promise<string>;
  removeCuePoint(id: string): Promise<string>;
  getCuePoints(): Promise<SourceCuePoint[]>;
  on<K extends keyof SourceEvents>(event: K, handler: (payload: SourceEvents[K]) => void): void;
  off<K extends keyof SourceEvents>(event: K, handler: (payload: SourceEvents[K]) => void): void;
  destroy(): Promise<void>;
}

/** The video of a lesson or level, as content describes it (level JSON `assets.video`). */
export interface VideoLessonRef {
  source: VideoSourceKind;
  /** Video id: the Vimeo id, or the own video's id (thumbnails live at /assets/video/thumbnails/{id}.jpg). */
  id: string;
  /** Own videos: the file URL under /assets/video. */
  src?: string | null;
  /** Own videos: the WebVTT captions URL. */
  captions?: string | null;
}
