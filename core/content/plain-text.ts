/**
 * Plain text in content files (lesson and episode scripts): trimmed, 1..max characters, no control
 * characters (NUL included) and no angle brackets, so nothing a script says can carry markup.
 * Pure module (no Node built-ins).
 */
import { z } from 'zod';

export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((s) => !/[\u0000-\u001f\u007f<>]/.test(s), 'plain text: no control characters or angle brackets');
