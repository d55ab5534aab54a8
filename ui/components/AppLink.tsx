import { Link, type LinkProps } from 'react-router';
import { useAppPath } from '../lib/links';

/** A react-router Link whose target gets the `/webviews` prefix in the embedded view (spec part 1 section 1). */
export function AppLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const appPath = useAppPath();
  return <Link to={appPath(to)} {...rest} />;
}
