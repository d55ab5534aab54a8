/**
 * The content loader for scripts (art, audio, the level preview): it lives in db/seed/content.ts,
 * shared with scripts/db.ts and the Node entry; this module keeps the scripts' import path.
 */
export { ASSETS_DIR, loadContent, loadContentOrThrow, type ContentBundle, type ContentIssue } from '../../db/seed/content';
