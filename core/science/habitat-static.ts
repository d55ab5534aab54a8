/**
 * The static data of the science world's habitats (spec part 2 section 3 "Science (static data per
 * habitat)": the world's habitat entries add previewImage, previewImagePlaceholder,
 * allVideosFilterImageSelected and allVideosFilterImageUnselected; section 9: 6 exit videos per
 * habitat, 5 for rainforest and weather). The map itself (background, addons, topics with their
 * polygons, scale) is the subject map at `mapUrl` (core/content/subject-map-schema.ts), drawn by
 * scripts/art/science/science-map.ts, which takes the titles and palettes from here.
 * Section 8 error catalogue: "Science habitat key without static data: Logged 'no matching key'"
 * ({@link habitatStatic}). Pure module (no Node built-ins).
 */
import { exitVideoCount, SCIENCE_HABITATS, type ScienceHabitat } from './habitats';

/** A habitat's colours: the sky and ground past the map's edges, its accent and its text colour (#rrggbb). */
export interface HabitatPalette {
  sky: string;
  ground: string;
  accent: string;
  text: string;
}

/** One habitat's static data (all URLs are `/assets/...`). */
export interface HabitatStatic {
  /** The habitat's name, e.g. "Outer Space". */
  title: string;
  /** A short inviting line under the title. */
  sub_title: string;
  /** The habitat's subject map JSON. */
  mapUrl: string;
  /** A 320 x 200 card picture of the habitat (the world map's lists). */
  previewImage: string;
  previewImagePlaceholder: string;
  /** The 96 x 96 round tab of the All Videos filter, chosen and not. */
  allVideosFilterImageSelected: string;
  allVideosFilterImageUnselected: string;
  palette: HabitatPalette;
  /** The exit films, one chosen at random when the child leaves the habitat (exitVideoCount of them). */
  exitVideos: string[];
}

const ART = '/assets/art/science';

/** Title, line and palette of each habitat; the URLs follow from the key. */
const HABITAT_TEXT: Record<ScienceHabitat, Pick<HabitatStatic, 'title' | 'sub_title' | 'palette'>> = {
  outerspace: { title: 'Outer Space', sub_title: 'Rockets, planets and shooting stars', palette: { sky: '#1b1446', ground: '#5a4e86', accent: '#ffc83d', text: '#ffffff' } },
  safari: { title: 'Safari', sub_title: 'Giraffes, lions and the great grasslands', palette: { sky: '#ffd9a0', ground: '#d9a546', accent: '#e0603a', text: '#3a2410' } },
  rainforest: { title: 'Rainforest', sub_title: 'Sloths, frogs and trees up to the clouds', palette: { sky: '#bfe8c4', ground: '#2f7a3e', accent: '#ff8a3d', text: '#12351b' } },
  weather: { title: 'Weather', sub_title: 'Clouds, wind, snow and thunder', palette: { sky: '#8fd0ff', ground: '#a8d86e', accent: '#ffb020', text: '#173a5e' } },
  dinosaurs: { title: 'Dinosaurs', sub_title: 'Giant beasts from long, long ago', palette: { sky: '#ffc48a', ground: '#7a9a3a', accent: '#e2552f', text: '#3b1d0e' } },
  insects: { title: 'Insects', sub_title: 'A bug’s-eye view of tiny giants', palette: { sky: '#c9efff', ground: '#5aa832', accent: '#ff5a7a', text: '#1f3a12' } },
  ocean: { title: 'Ocean', sub_title: 'Whales, sharks and a sunken ship', palette: { sky: '#7fd3f0', ground: '#e8d39a', accent: '#ff7f50', text: '#0d3552' } },
};

function entry(h: ScienceHabitat): HabitatStatic {
  return {
    ...HABITAT_TEXT[h],
    mapUrl: `/assets/subject-maps/science-${h}.json`,
    previewImage: `${ART}/${h}/preview.svg`,
    previewImagePlaceholder: `${ART}/${h}/preview-placeholder.svg`,
    allVideosFilterImageSelected: `${ART}/${h}/filter-selected.svg`,
    allVideosFilterImageUnselected: `${ART}/${h}/filter-unselected.svg`,
    exitVideos: Array.from({ length: exitVideoCount(h) }, (_, i) => `/assets/science/exits/${h}-${i + 1}.webm`),
  };
}

/** Every habitat's static data, keyed in the world map's order (SCIENCE_HABITATS). */
export const SCIENCE_HABITAT_STATIC: Record<ScienceHabitat, HabitatStatic> = Object.fromEntries(SCIENCE_HABITATS.map((h) => [h, entry(h)])) as Record<ScienceHabitat, HabitatStatic>;

/** The world map's static data: its subject map and the All tab of the All Videos filter. */
export const SCIENCE_WORLD_STATIC = {
  mapUrl: '/assets/subject-maps/science-world.json',
  allFilterImageSelected: `${ART}/world/filter-all-selected.svg`,
  allFilterImageUnselected: `${ART}/world/filter-all-unselected.svg`,
} as const;

/**
 * The static data of habitat `key` (e.g. a key from the science map API).
 * @returns undefined, after logging `'no matching key'` (spec section 8), for a key without static data
 */
export function habitatStatic(key: string): HabitatStatic | undefined {
  if (Object.hasOwn(SCIENCE_HABITAT_STATIC, key)) return SCIENCE_HABITAT_STATIC[key as ScienceHabitat];
  console.warn('no matching key', key);
  return undefined;
}
