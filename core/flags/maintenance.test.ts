import { describe, expect, it } from 'vitest';
import { showsMaintenance } from './maintenance';

describe('showsMaintenance', () => {
  it('shows the maintenance page to children, parents and visitors on every product page while the flag is on', () => {
    for (const role of ['student', 'parent', null] as const) {
      for (const path of ['/', '/math', '/my-account', '/webviews/math_map', '/lp/math']) expect(showsMaintenance({ maintenanceOn: true, path, role }), `${role} ${path}`).toBe(true);
    }
  });

  it('lets admins in (the login page, the admin pages, and everything once logged in) and shows nothing while the flag is off', () => {
    expect(showsMaintenance({ maintenanceOn: true, path: '/login', role: null })).toBe(false);
    expect(showsMaintenance({ maintenanceOn: true, path: '/webviews/login', role: null })).toBe(false);
    expect(showsMaintenance({ maintenanceOn: true, path: '/admin/outbox', role: null })).toBe(false);
    expect(showsMaintenance({ maintenanceOn: true, path: '/math', role: 'admin' })).toBe(false);
    expect(showsMaintenance({ maintenanceOn: false, path: '/math', role: 'student' })).toBe(false);
  });
});
