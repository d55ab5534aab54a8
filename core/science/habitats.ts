/**
 * The science world's habitats and their topic keys (spec part 2 section 3 "Science (static data
 * per habitat)", the topic-key table; section 9: exit videos 6 per habitat, 5 for rainforest and
 * weather). The order of `SCIENCE_HABITATS` is the world map's order (section 2).
 * Pure module (no Node built-ins).
 */

/** The seven habitats in the world map's order (outerspace first, ocean last). */
export const SCIENCE_HABITATS = ['outerspace', 'safari', 'rainforest', 'weather', 'dinosaurs', 'insects', 'ocean'] as const;
export type ScienceHabitat = (typeof SCIENCE_HABITATS)[number];

/** Every habitat's topic keys, exactly as the spec's table lists them (63 in all). */
export const SCIENCE_TOPIC_KEYS: Record<ScienceHabitat, readonly string[]> = {
  dinosaurs: ['megalodon', 'sauropods', 'dinosaursgeneralinfo', 'dinosaursgeneralraptor', 'fossils', 'velociraptor', 'spinosaurus', 'tyrannosaurusrex', 'triceratops', 'stegosaurus'],
  insects: ['ant', 'butterfly', 'beetle', 'mosquito', 'bee', 'spider'],
  ocean: ['whale', 'coral', 'dolphin', 'pollution', 'jellyfish', 'eel', 'seastars', 'shark', 'sunkenship'],
  outerspace: ['sun', 'comets', 'planets', 'stars', 'astronauts', 'satellites', 'rocketship', 'moon', 'earth'],
  rainforest: ['insects', 'ape', 'trees', 'anteater', 'bat', 'frog', 'bird', 'plant', 'sloth', 'snake'],
  safari: ['baobabtree', 'giraffe', 'zebra', 'elephant', 'cheetah', 'hippo', 'lemur', 'rhino', 'crocodile', 'lion'],
  weather: ['seasons', 'clouds', 'wind', 'snow', 'blizzard', 'weathergeneral', 'thunderstorm', 'tornado', 'hurricane'],
};

/** How many exit videos a habitat map has (one is chosen at random when the child leaves). */
export function exitVideoCount(habitat: ScienceHabitat): number {
  return habitat === 'rainforest' || habitat === 'weather' ? 5 : 6;
}

/** Scale of a habitat map (2) and of the world map (1); the world science map's id (1). */
export const SCIENCE_HABITAT_SCALE = 2;
export const SCIENCE_WORLD_SCALE = 1;
export const SCIENCE_WORLD_MAP_ID = 1;
