import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { TopBar } from './components/TopBar';
import { useSession } from './lib/use-session';
import { DoneScreen } from './screens/DoneScreen';
import { HomeScreen } from './screens/HomeScreen';
import { LoginScreen } from './screens/LoginScreen';
import { LogoutScreen } from './screens/LogoutScreen';
import { MyAccountScreen } from './screens/MyAccountScreen';
import { SelectStudentScreen } from './screens/SelectStudentScreen';
import { SignUpScreen } from './screens/SignUpScreen';

/** The math screen pulls in Phaser: loaded only on the game route. */
const MathScreen = lazy(() => import('./math/MathScreen'));
/** Video lessons (the video engine): loaded only on /watch. */
const VideoLessonScreen = lazy(() => import('./video/VideoLessonScreen'));
/** Designer's level preview (development only: in production the server answers 404 under /dev). */
const DevRoutes = lazy(() => import('./dev/DevRoutes'));

function WithBar({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      {children}
    </>
  );
}

function RequireLogin({ children, role }: { children: ReactNode; role?: 'parent' }) {
  const s = useSession();
  if (!s.accessToken && !s.refreshToken) return <Navigate to="/login" replace />;
  if (role && s.role && s.role !== role) return <Navigate to="/select-student" replace />;
  return children;
}

/** Routes of the product (spec part 1 section 2). */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<WithBar><HomeScreen /></WithBar>} />
      <Route path="/login" element={<WithBar><LoginScreen /></WithBar>} />
      <Route path="/signup" element={<WithBar><SignUpScreen /></WithBar>} />
      <Route path="/logout" element={<LogoutScreen />} />
      <Route path="/done" element={<WithBar><DoneScreen /></WithBar>} />
      <Route path="/my-account" element={<RequireLogin role="parent"><WithBar><MyAccountScreen /></WithBar></RequireLogin>} />
      <Route path="/select-student" element={<RequireLogin><WithBar><SelectStudentScreen /></WithBar></RequireLogin>} />
      <Route
        path="/math"
        element={
          <RequireLogin>
            <Suspense fallback={<div className="game-screen"><div className="loading">Loading the map…</div></div>}>
              <MathScreen />
            </Suspense>
          </RequireLogin>
        }
      />
      <Route
        path="/watch/:source/:id"
        element={
          <RequireLogin>
            <Suspense fallback={<div className="game-screen"><div className="loading">Loading the video…</div></div>}>
              <VideoLessonScreen />
            </Suspense>
          </RequireLogin>
        }
      />
      <Route path="/dev/*" element={<Suspense fallback={<div className="loading">Loading…</div>}><DevRoutes /></Suspense>} />
      <Route path="*" element={<WithBar><main className="page page-narrow"><div className="card"><h1>404 · Page not found</h1><p>We looked everywhere, even under the sea. <a href="/">Go home</a></p></div></main></WithBar>} />
    </Routes>
  );
}
