import './dev.css';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LevelListScreen from './LevelListScreen';
import SubjectMapListScreen from './SubjectMapListScreen';

/** The previews pull in Phaser: loaded only when a level or map is opened, not for the list. */
const LevelPreviewScreen = lazy(() => import('./LevelPreviewScreen'));
const MapPreviewScreen = lazy(() => import('./MapPreviewScreen'));
const EmptyStageScreen = lazy(() => import('./EmptyStageScreen'));
const SubjectMapPreviewScreen = lazy(() => import('./SubjectMapPreviewScreen'));
/** The landing funnel over fake services (ui/funnel/FunnelDevPage.tsx): its modals without a server. */
const FunnelDevPage = lazy(() => import('../funnel/FunnelDevPage'));
/** The reading book reader's components over a book from assets (ui/reading/reader). */
const ReaderPreviewScreen = lazy(() => import('./ReaderPreviewScreen'));

/**
 * Designer pages under `/dev` (development only: in production the server answers 404 there):
 * `/dev/levels` (all levels by map), `/dev/levels/:level` and `/dev/maps/:key` (drawn by the real
 * scenes, updated live from the JSON files), `/dev/subject-maps` and `/dev/subject-maps/:key` (the
 * shared subject map scene, likewise), and `/dev/empty` (the game with no scene shown: the
 * frame-rate benchmark's baseline), `/dev/funnel` (the landing funnel over fake services),
 * `/dev/reader/:slug` (the reading book reader's components). Loaded lazily, with its own stylesheet.
 */
export default function DevRoutes() {
  return (
    <Suspense fallback={<div className="dev-loading">Loading the preview…</div>}>
      <Routes>
        <Route path="levels" element={<LevelListScreen />} />
        <Route path="levels/:level" element={<LevelPreviewScreen />} />
        <Route path="maps/:key" element={<MapPreviewScreen />} />
        <Route path="subject-maps" element={<SubjectMapListScreen />} />
        <Route path="subject-maps/:key" element={<SubjectMapPreviewScreen />} />
        <Route path="empty" element={<EmptyStageScreen />} />
        <Route path="funnel" element={<FunnelDevPage />} />
        <Route path="reader/:slug" element={<ReaderPreviewScreen />} />
        <Route path="*" element={<Navigate to="/dev/levels" replace />} />
      </Routes>
    </Suspense>
  );
}
