import { useMemo } from 'react';
import { DEFAULT_MONSTER, type MonsterDescription } from '../../core/monster/monster-parts';
import { monsterDataUrl } from '../../core/art/monster-svg';

/** The student's monster as an image: the same SVG the Phaser scenes draw. */
export function MonsterAvatar({ monster, alt = 'Your monster', className }: { monster?: MonsterDescription | null; alt?: string; className?: string }) {
  const src = useMemo(() => monsterDataUrl(monster ?? DEFAULT_MONSTER), [monster]);
  return <img src={src} alt={alt} className={className} width={400} height={440} />;
}
