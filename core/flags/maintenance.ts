/**
 * Who sees the maintenance page (flag `app_show_maintenance_page`, issue 19 item 1): everyone but
 * admins, on every page but the ones an admin needs to get in (the login page, the admin pages)
 * and the development pages. Pure; the client renders it (ui/App.tsx).
 */
export function showsMaintenance(p: { maintenanceOn: boolean; path: string; role: 'parent' | 'student' | 'admin' | null }): boolean {
  if (!p.maintenanceOn || p.role === 'admin') return false;
  const path = p.path.replace(/^\/webviews(?=\/)/, '');
  return !(path === '/login' || path.startsWith('/admin/') || path.startsWith('/dev/'));
}
