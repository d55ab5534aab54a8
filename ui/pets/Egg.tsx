/**
 * The pet egg, drawn inline so its halves can move apart: cream shell with coloured spots, cracks
 * that appear one by one (`cracks` 0-3) and, when `open`, a top half that pops off. All motion is
 * CSS (ui/pets/pets.css), gentle, and off for people who prefer reduced motion.
 */
const INK = '#2b2140';
const EGG = 'M100 12 C150 12 182 96 182 148 C182 200 146 230 100 230 C54 230 18 200 18 148 C18 96 50 12 100 12 Z';
const ZIG = 'L200 126 L176 112 L150 134 L126 112 L100 134 L76 112 L50 134 L26 112 L0 126';
const CRACKS = ['M100 40 L92 62 L106 74 L96 98', 'M40 110 L62 118 L58 136 L80 142', 'M160 104 L142 120 L150 138 L128 146'];

function Shell({ spots }: { spots: string }) {
  return (
    <>
      <path d={EGG} fill="#fff6dc" />
      <circle cx="66" cy="86" r="14" fill={spots} opacity="0.75" />
      <circle cx="132" cy="70" r="10" fill={spots} opacity="0.75" />
      <circle cx="140" cy="176" r="16" fill={spots} opacity="0.75" />
      <circle cx="58" cy="180" r="9" fill={spots} opacity="0.75" />
      <circle cx="102" cy="150" r="7" fill={spots} opacity="0.75" />
      <ellipse cx="62" cy="58" rx="12" ry="22" transform="rotate(30 62 58)" fill="#ffffff" opacity="0.7" />
      <path d={EGG} fill="none" stroke={INK} strokeWidth="6" strokeLinejoin="round" />
    </>
  );
}

/** An egg with `cracks` (0-3) visible; `open` splits it. `spots` is the spot colour. */
export function Egg({ cracks, open, spots = '#b79cff', className }: { cracks: number; open: boolean; spots?: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 240" width="200" height="240" aria-hidden="true" data-cracks={cracks} data-open={open}>
      <defs>
        <clipPath id="egg-top-clip">
          <path d={`M0 0 H200 V126 ${ZIG.replace('L200 126 ', '')} Z`} />
        </clipPath>
        <clipPath id="egg-bottom-clip">
          <path d={`M0 240 H200 ${ZIG} Z`} />
        </clipPath>
      </defs>
      <ellipse cx="100" cy="232" rx="70" ry="8" fill={INK} opacity="0.12" />
      <g className="egg-half egg-bottom" clipPath="url(#egg-bottom-clip)">
        <Shell spots={spots} />
      </g>
      <g className="egg-half egg-top" clipPath="url(#egg-top-clip)">
        <Shell spots={spots} />
      </g>
      {!open &&
        CRACKS.slice(0, cracks).map((d) => <path key={d} className="egg-crack" d={d} fill="none" stroke={INK} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />)}
    </svg>
  );
}
