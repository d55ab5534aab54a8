import './dev.css';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LevelListScreen from './LevelListScreen';

/** The previews pull in Phaser: loaded only when a level or map is opened, not for the list. */
const LevelPreviewScreen = lazy(() => import('./LevelPreviewScreen'));
const MapPreviewScreen = lazy(() => import('./MapPreviewScreen'));
const EmptyStageScreen = lazy(() => import('./EmptyStageScreen'));
/** The landing funnel over fake services (ui/funnel/FunnelDevPage.tsx): its modals without a server. */
const FunnelDevPage = lazy(() => import('../funnel/FunnelDevPage'));

/**
 * Designer pages under `/dev` (development only: in production the server answers 404 there):
 * `/dev/levels` (all levels by map), `/dev/levels/:level` and `/dev/maps/:key` (drawn by the real
 * scenes, updated live from the JSON files), and `/dev/empty` (the game with no scene shown: the
 * frame-rate benchmark's baseline), `/dev/funnel` (the landing funnel over fake services). Loaded lazily, with its own stylesheet.
 */
export default function DevRoutes() {
  return (
    <Suspense fallback={<div className="dev-loading">Loading the preview…</div>}>
      <Routes>
        <Route path="levels" element={<LevelListScreen />} />
        <Route path="levels/:level" element={<LevelPreviewScreen />} />
        <Route path="maps/:key" element={<MapPreviewScreen />} />
        <Route path="empty" element={<EmptyStageScreen />} />
        <Route path="funnel" element={<FunnelDevPage />} />
        <Route path="*" element={<Navigate to="/dev/levels" replace />} />
      </Routes>
    </Suspense>
  );
}
