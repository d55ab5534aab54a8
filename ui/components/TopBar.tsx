/**
 * The top bars (spec part 1 section 2, part 2 "Page layout shell").
 * - Logged-in bar: a Subjects group and an Account group (Change User, I'm Done, My Account). On
 *   wide screens the Account group sits in a Menu dropdown greeting "Hi, {first name}" (just
 *   "Menu" when the name is hidden or unknown); on narrow screens a burger menu holds both groups.
 * - Logged-out (public) bar: subject links, Become a Member and Log In, and a burger menu on
 *   mobile; options hide subjects, show only two subjects (Math and Reading), white top.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_MONSTER } from '../../core/monster/monster-parts';
import { monsterDataUrl } from '../../core/art/monster-svg';
import { AppLink } from './AppLink';
import { BurgerIcon, ChevronIcon, DoorIcon, FlagIcon, HouseIcon, SubjectIcon, UsersIcon, type SubjectKey } from './icons';
import './shell.css';

const logo = monsterDataUrl(DEFAULT_MONSTER);

/** The five subjects (spec part 1 section 1: ids 1–5) and their routes (section 2). */
export const SUBJECTS: ReadonlyArray<{ id: number; key: SubjectKey; name: string; path: string }> = [
  { id: 1, key: 'math', name: 'Math', path: '/math' },
  { id: 2, key: 'reading', name: 'Reading', path: '/reading' },
  { id: 3, key: 'science', name: 'Science', path: '/science' },
  { id: 4, key: 'socialStudies', name: 'Social Studies', path: '/social-studies' },
  { id: 5, key: 'superSkills', name: 'Super Skills', path: '/superskills' },
];

/** Become a Member and every subject link of the logged-out bar go to the enrolment page. */
export const ENROLL_PATH = '/lp/begin-enrollment';

function Logo() {
  return (
    <AppLink to="/" className="logo" aria-label="Monsterific home">
      <img src={logo} alt="" />
      <span className="logo-word">Monsterific</span>
    </AppLink>
  );
}

/** A disclosure menu: a button and a panel that closes on Escape, an outside click or navigation. */
function Menu({ label, ariaLabel, className, testId, children }: { label: ReactNode; ariaLabel?: string; className: string; testId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const { pathname, search } = useLocation();
  // Closing on navigation is this effect's job: the panel's links change the location.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="tb-menu" ref={ref}>
      <button type="button" className={className} aria-label={ariaLabel} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} data-testid={testId}>
        {label}
      </button>
      <div id={id} className="tb-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

function AccountLinks({ showMyAccount }: { showMyAccount: boolean }) {
  return (
    <nav aria-label="Account" className="tb-account">
      <AppLink className="tb-item" to="/select-student" data-testid="nav-change-user">
        <UsersIcon className="tb-icon" />
        Change User
      </AppLink>
      <AppLink className="tb-item" to="/done" data-testid="nav-done">
        <FlagIcon className="tb-icon" />
        I'm Done
      </AppLink>
      {showMyAccount && (
        <AppLink className="tb-item" to="/my-account?source=topbar" data-testid="nav-my-account">
          <HouseIcon className="tb-icon" />
          My Account
        </AppLink>
      )}
      <AppLink className="tb-item tb-item-quiet" to="/logout" data-testid="nav-logout">
        <DoorIcon className="tb-icon" />
        Log Out
      </AppLink>
    </nav>
  );
}

function SubjectLinks({ subjects, to, testPrefix }: { subjects: typeof SUBJECTS; to: (s: (typeof SUBJECTS)[number]) => string; testPrefix: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Subjects" className="tb-subjects">
      {subjects.map((s) => (
        <AppLink
          key={s.key}
          className="tb-subject"
          to={to(s)}
          aria-current={to(s) === s.path && pathname.endsWith(s.path) ? 'page' : undefined}
          data-testid={`${testPrefix}-${s.key}`}
        >
          <SubjectIcon subject={s.key} className="tb-subject-icon" />
          <span>{s.name}</span>
        </AppLink>
      ))}
    </nav>
  );
}

export interface LoggedInTopBarProps {
  /** "Hi, {firstName}" on wide screens; null shows just "Menu". */
  firstName: string | null;
  /** My Account is the parent's page; a child's own login doesn't show it (docs/decisions.md). */
  showMyAccount: boolean;
  /** The subjects are the players' (parents and students); an admin's bar has none (issue 13 bug 9). */
  showSubjects?: boolean;
}

/** The logged-in bar: Subjects group, Account group in the "Hi, {first name}" Menu. */
export function LoggedInTopBar({ firstName, showMyAccount, showSubjects = true }: LoggedInTopBarProps) {
  return (
    <header className="topbar topbar-in" data-testid="topbar-logged-in">
      <Logo />
      <div className="tb-wide">{showSubjects && <SubjectLinks subjects={SUBJECTS} to={(s) => s.path} testPrefix="nav-subject" />}</div>
      <div className="tb-end">
        <Menu
          className="tb-menu-button"
          testId="nav-menu"
          // On phones the greeting is hidden and only the burger shows: the button still needs a name (axe button-name).
          ariaLabel={firstName ? `Hi, ${firstName}: menu` : 'Menu'}
          label={
            <>
              <BurgerIcon className="tb-burger" />
              <span className="tb-greeting" data-testid="nav-greeting">
                {firstName ? `Hi, ${firstName}` : 'Menu'}
              </span>
              <ChevronIcon className="tb-chevron" />
            </>
          }
        >
          {showSubjects && (
            <div className="tb-narrow">
              <p className="tb-panel-title">Subjects</p>
              <SubjectLinks subjects={SUBJECTS} to={(s) => s.path} testPrefix="menu-subject" />
              <p className="tb-panel-title">Account</p>
            </div>
          )}
          <AccountLinks showMyAccount={showMyAccount} />
        </Menu>
      </div>
    </header>
  );
}

export interface PublicTopBarProps {
  hideSubjects?: boolean;
  /** Only Math and Reading (spec "two-subject flag"). */
  showTwoSubjects?: boolean;
  /** A white bar instead of the default sky tint. */
  whiteTop?: boolean;
}

/** The logged-out bar: subjects (to enrolment), Become a Member, Log In, and a burger menu on mobile. */
export function PublicTopBar({ hideSubjects = false, showTwoSubjects = false, whiteTop = false }: PublicTopBarProps) {
  const subjects = showTwoSubjects ? SUBJECTS.filter((s) => s.key === 'math' || s.key === 'reading') : SUBJECTS;
  return (
    <header className={`topbar topbar-out ${whiteTop ? 'topbar-white' : ''}`} data-testid="topbar-logged-out">
      <Logo />
      {!hideSubjects && (
        <div className="tb-wide">
          <SubjectLinks subjects={subjects} to={() => ENROLL_PATH} testPrefix="public-subject" />
        </div>
      )}
      <div className="tb-end">
        <AppLink className="btn btn-small btn-primary tb-cta" to={ENROLL_PATH} data-testid="nav-become-member">
          Become a Member
        </AppLink>
        <AppLink className="btn btn-small btn-ghost tb-wide-inline" to="/login" data-testid="nav-login">
          Log In
        </AppLink>
        <div className="tb-narrow-inline">
          <Menu className="tb-burger-button" ariaLabel="Menu" testId="nav-burger" label={<BurgerIcon className="tb-burger-only" />}>
            {!hideSubjects && (
              <>
                <p className="tb-panel-title">Subjects</p>
                <SubjectLinks subjects={subjects} to={() => ENROLL_PATH} testPrefix="burger-subject" />
              </>
            )}
            <nav aria-label="Join" className="tb-account">
              <AppLink className="tb-item" to="/login" data-testid="burger-login">
                <DoorIcon className="tb-icon" />
                Log In
              </AppLink>
            </nav>
          </Menu>
        </div>
      </div>
    </header>
  );
}
