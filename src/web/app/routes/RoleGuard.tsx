import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { allowedRoles } from '../../../domain/navigation/index.ts';
import type { Role } from '../../../domain/rbac/index.ts';

/**
 * Seed section 4: a role outside the route's list goes to /dashboard, with an RBAC warning logged.
 * The server refuses the data anyway; this only keeps the interface honest.
 */
export function RoleGuard({ path, role, children }: { path: string; role: Role; children: ReactNode }) {
  const allowed = allowedRoles(path).includes(role);
  if (allowed) return children;
  return <Denied path={path} role={role} />;
}

function Denied({ path, role }: { path: string; role: Role }) {
  useEffect(() => {
    console.warn(`[RBAC] Role "${role}" may not open ${path}; redirecting to /dashboard`);
  }, [path, role]);
  return <Navigate to="/dashboard" replace />;
}
