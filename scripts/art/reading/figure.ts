/**
 * What a character drawing returns, and the helpers shared by the character files: a drawing is a
 * function of the pose (pose.ts) giving markup in a local frame (feet at 0, 0; facing right; y up
 * is negative), its extent (for the signs around it) and where its hand holds a prop.
 */
import type { ART_CHARACTERS } from '../../../core/reading/book-schema';
import type { Extent, PoseSpec } from './pose';

export type ArtCharacter = (typeof ART_CHARACTERS)[number];

/** One drawn character in one pose. */
export interface Figure {
  body: string;
  ext: Extent;
  /** Where a held prop's bottom centre goes, or null when the character cannot hold one. */
  hand: readonly [number, number] | null;
  /** The held prop's scale (1 = the prop's own picture size). */
  handScale: number;
  /** True when the held prop is drawn behind the body (a paw holding it in the mouth). */
  holdBehind?: boolean;
}

/** A character: draws itself in a pose. */
export type CharacterDraw = (spec: PoseSpec) => Figure;

/** Point on a circle of radius r at angle a (degrees, 0 = straight down, 90 = towards +x). */
export function polar(x: number, y: number, r: number, a: number): [number, number] {
  const t = (a * Math.PI) / 180;
  return [x + Math.sin(t) * r, y + Math.cos(t) * r];
}

/** Rotates a point about the origin by `deg` degrees (SVG sense: clockwise on screen). */
export function rot(p: readonly [number, number], deg: number): [number, number] {
  const t = (deg * Math.PI) / 180;
  return [p[0] * Math.cos(t) - p[1] * Math.sin(t), p[0] * Math.sin(t) + p[1] * Math.cos(t)];
}
