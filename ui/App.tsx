import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ErrorPage } from './components/ErrorPage';
import { PageLayout, type PageLayoutProps } from './components/PageLayout';
import { PageLoading } from './components/PageLoading';
import { sessionClient, setSessionNavigator } from './lib/api';
import { useDailyUsage } from './lib/use-daily-usage';
import { BadAuthTokenScreen } from './screens/BadAuthTokenScreen';
import type { HomeLocationState } from './screens/AccountDeletedModal';
import { HOME_ENTRY, LANDING_ENTRIES } from './landing/entries';
import { LandingPage } from './landing/LandingPage';
import { useSession } from './lib/use-session';
import { ConsentStartup } from './consent/ConsentStartup';
import { LogoutScreen } from './screens/LogoutScreen';

/**
 * A screen exported by name, loaded with its route (issue 21 "Light pages"): the landing and login
 * pages (in the entry) carry no form validation (zod), game, store, video or account code.
 */
function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The signed-in home (and the deleted-account confirmation): visitors get the landing page instead. */
const HomeScreen = lazyScreen(() => import('./screens/HomeScreen'), 'HomeScreen');
/** Log In: lazy since issue 14, so the landing pages' entry stays within its budget with the cookie banner. */
const LoginScreen = lazyScreen(() => import('./screens/LoginScreen'), 'LoginScreen');
const SignUpScreen = lazyScreen(() => import('./screens/SignUpScreen'), 'SignUpScreen');
const ForgotPasswordScreen = lazyScreen(() => import('./screens/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyScreen(() => import('./screens/ResetPasswordScreen'), 'ResetPasswordScreen');
const DoneScreen = lazyScreen(() => import('./screens/DoneScreen'), 'DoneScreen');
const MyAccountScreen = lazyScreen(() => import('./screens/MyAccountScreen'), 'MyAccountScreen');
/** Update billing info (issue 14): Stripe Elements, loaded only on this route and the funnel's billing modal. */
const UpdateBillingInfoScreen = lazyScreen(() => import('./billing/UpdateBillingInfoScreen'), 'UpdateBillingInfoScreen');
const SelectStudentScreen = lazyScreen(() => import('./screens/SelectStudentScreen'), 'SelectStudentScreen');
const AdminOutboxScreen = lazyScreen(() => import('./screens/AdminOutboxScreen'), 'AdminOutboxScreen');
/** The math screen pulls in Phaser, the monster maker, the store and the pets: loaded only on the game route. */
const MathScreen = lazy(() => import('./math/MathScreen'));
/** The reading map (issue 15): its statechart, films and reader, loaded only on /reading. */
const ReadingScreen = lazy(() => import('./reading/ReadingScreen'));
/** The science world (issue 16): its statechart, maps, lessons and badges, loaded only on /science. */
const ScienceScreen = lazy(() => import('./science/ScienceScreen'));
/** Superskills (issue 17): Skill Park, its episodes and their questions, loaded only on /superskills. */
const SuperskillsScreen = lazy(() => import('./superskills/SuperskillsScreen'));
/** Social studies (issue 17): the time machine, Egypt and Greece, loaded only on /social-studies. */
const SocialStudiesScreen = lazy(() => import('./social-studies/SocialStudiesScreen'));
/** Video lessons (the video engine): loaded only on /watch. */
const VideoLessonScreen = lazy(() => import('./video/VideoLessonScreen'));
/** Designer's level preview (development only: in production the server answers 404 under /dev). */
const DevRoutes = lazy(() => import('./dev/DevRoutes'));

/** Shorthand: a screen in the page shell, with the loading state while a lazy screen's code arrives. */
const page = (children: ReactNode, props: Omit<PageLayoutProps, 'children'> = {}) => (
  <PageLayout {...props}>
    <Suspense fallback={<PageLoading />}>{children}</Suspense>
  </PageLayout>
);

/**
 * A render failure on demand, for the end-to-end test of the error fallback screen: only when the
 * test hook is on (`window.__MONSTERIFIC_TEST__`, set by tests/e2e/pages.ts) and `?crash-test` is
 * in the address. Never reachable for real users.
 */
function CrashForTest(): null {
  const w = window as unknown as { __MONSTERIFIC_TEST__?: boolean };
  if (w.__MONSTERIFIC_TEST__ && new URLSearchParams(window.location.search).has('crash-test')) throw new Error('crash-test: a render failure on purpose');
  return null;
}

const transparent = 'transparent';

/**
 * `/`: the landing page for visitors (issue 14); a signed-in user keeps the home screen's way in,
 * and so does the page that confirms a deleted account (its modal lives there).
 */
function Home() {
  const { signedIn } = useSession();
  const accountDeleted = (useLocation().state as HomeLocationState | null)?.accountDeleted === true;
  return signedIn || accountDeleted ? <HomeScreen /> : <LandingPage entry={HOME_ENTRY} />;
}

/**
 * The product's routes (spec part 1 section 2), relative so that the same tree serves `/` and the
 * embedded view under `/webviews` (where every link gets the prefix, see lib/links.ts).
 */
function productRoutes(embedded: boolean) {
  return (
    <>
      <Route index element={page(<Home />)} />
      <Route path="login" element={page(<LoginScreen />, { title: 'Log In' })} />
      <Route path="logout" element={<LogoutScreen />} />
      <Route path="signup" element={page(<SignUpScreen />, { title: 'Sign Up', audience: 'visitor' })} />
      {LANDING_ENTRIES.map((e) => (
        <Route key={e.slug} path={`lp/${e.slug}`} element={page(<LandingPage entry={e} />, { title: e.headline, audience: 'visitor' })} />
      ))}
      <Route path="forgot-password" element={page(<ForgotPasswordScreen />, { mode: 'plain', title: 'Forgot Password', background: transparent })} />
      <Route path="reset-password" element={page(<ResetPasswordScreen />, { mode: 'plain', title: 'New Password', background: transparent })} />
      <Route path="done" element={page(<DoneScreen />, { title: "I'm Done" })} />
      <Route path="my-account" element={page(<MyAccountScreen />, { title: 'My Account', protected: true, audience: 'parent' })} />
      <Route path="my-account/update-billing-info" element={page(<UpdateBillingInfoScreen />, { title: 'Update Billing Info', protected: true, audience: 'parent' })} />
      <Route path="updatepaymentv2.php" element={page(<UpdateBillingInfoScreen />, { title: 'Update Billing Info', protected: true, audience: 'parent' })} />
      <Route path="select-student" element={page(<SelectStudentScreen />, { title: "Who's Playing?", protected: true, audience: 'player' })} />
      <Route
        path="math"
        element={page(
          <Suspense fallback={<div className="game-screen"><div className="loading">Loading the map…</div></div>}>
            <MathScreen />
          </Suspense>,
          { title: 'Math', protected: true, audience: 'player', hideTopBar: true },
        )}
      />
      <Route
        path="watch/:source/:id"
        element={page(
          <Suspense fallback={<div className="game-screen"><div className="loading">Loading the video…</div></div>}>
            <VideoLessonScreen />
          </Suspense>,
          { title: 'Video', protected: true, audience: 'player', hideTopBar: true },
        )}
      />
      <Route
        path="reading"
        element={page(
          <Suspense fallback={<div className="game-screen"><div className="loading">Opening the Reading World…</div></div>}>
            <ReadingScreen />
          </Suspense>,
          { title: 'Reading', protected: true, audience: 'player', hideTopBar: true },
        )}
      />
      <Route
        path="science"
        element={page(
          <Suspense fallback={<div className="game-screen"><div className="loading">Opening the Science World…</div></div>}>
            <ScienceScreen />
          </Suspense>,
          { title: 'Science', protected: true, audience: 'player', hideTopBar: true },
        )}
      />
      <Route
        path="superskills"
        element={page(
          <Suspense fallback={<div className="game-screen"><div className="loading">Opening Skill Park…</div></div>}>
            <SuperskillsScreen />
          </Suspense>,
          { title: 'Super Skills', protected: true, audience: 'player', hideTopBar: true },
        )}
      />
      <Route
        path="social-studies"
        element={page(
          <Suspense fallback={<div className="game-screen"><div className="loading">Opening the time machine…</div></div>}>
            <SocialStudiesScreen />
          </Suspense>,
          { title: 'Social Studies', protected: true, audience: 'player', hideTopBar: true },
        )}
      />
      <Route path="admin/outbox" element={page(<AdminOutboxScreen />, { mode: 'plain', title: 'E-mail Outbox', protected: true, audience: 'admin' })} />
      {embedded && <Route path="bad-auth-token" element={page(<BadAuthTokenScreen />, { mode: 'plain', title: 'Please Log In Again', background: transparent })} />}
      <Route
        path="*"
        element={page(<ErrorPage code={404} name="Page not found" body="We looked everywhere, even under the sea, but this page isn't here." />, { mode: 'plain', title: 'Page Not Found', background: transparent })}
      />
    </>
  );
}

/** Routes of the product, plus the session client's timers and its logout navigation. */
export function App() {
  const navigate = useNavigate();
  useDailyUsage();
  useEffect(() => {
    setSessionNavigator((path) => void navigate(path, { replace: true }));
    sessionClient.start();
    return () => sessionClient.stop();
  }, [navigate]);
  return (
    <>
      <CrashForTest />
      <ConsentStartup />
      <Routes>
        <Route path="/dev/*" element={<Suspense fallback={<PageLoading />}><DevRoutes /></Suspense>} />
        <Route path="/webviews">{productRoutes(true)}</Route>
        <Route path="/">{productRoutes(false)}</Route>
      </Routes>
    </>
  );
}
