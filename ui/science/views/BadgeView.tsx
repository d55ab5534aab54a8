/**
 * A topic's science badge, drawn from its four customisation items (spec part 2 section 3 "Student
 * badge": background, border, color, pose; core/science/badge-items.ts): the colour's disc, the
 * background's pattern over it, the topic's emblem placed by the pose, the border's frame on top.
 * One inline SVG of 200 x 200 units, scaled by `size` (px).
 */
import { BADGE_POSES, badgeItemImageUrl, SCIENCE_BADGE_ITEMS } from '../../../core/science/badge-items';
import type { StudentBadge } from '../science-types';

/** The topic's emblem (scripts/art/science/emblems.ts). */
export const emblemUrl = (topicKey: string) => `/assets/art/science/topics/${topicKey}.svg`;

const item = (id: number) => SCIENCE_BADGE_ITEMS.find((i) => i.id === id);

export function BadgeView({ look, topicKey, title, size = 120, earned = true }: { look: StudentBadge; topicKey: string; title: string; size?: number; earned?: boolean }) {
  const background = item(look.background_science_badge_item_id);
  const border = item(look.border_science_badge_item_id);
  const colour = item(look.color_science_badge_item_id)?.hex ?? '#8fd3ff';
  const pose = BADGE_POSES[item(look.pose_science_badge_item_id)?.key ?? 'portrait'] ?? BADGE_POSES.portrait!;
  const half = pose.size / 2;
  return (
    <svg
      className={`science-badge${earned ? '' : ' science-badge-unearned'}`}
      viewBox="0 0 200 200"
      width={size}
      height={size}
      role="img"
      aria-label={earned ? `${title} badge` : `${title} badge, not earned yet`}
      data-testid="science-badge"
      data-colour={colour}
      data-pose={item(look.pose_science_badge_item_id)?.key}
    >
      <circle cx="100" cy="100" r="80" fill={colour} />
      {background && <image href={badgeItemImageUrl(background)} x="0" y="0" width="200" height="200" />}
      <g transform={`rotate(${pose.rotate} ${pose.x} ${pose.y})`} clipPath={pose.y > 110 ? 'url(#science-badge-inner)' : undefined}>
        <image href={emblemUrl(topicKey)} x={pose.x - half} y={pose.y - half} width={pose.size} height={pose.size} />
      </g>
      {border && <image href={badgeItemImageUrl(border)} x="0" y="0" width="200" height="200" />}
      <defs>
        <clipPath id="science-badge-inner">
          <circle cx="100" cy="100" r="80" />
        </clipPath>
      </defs>
    </svg>
  );
}
