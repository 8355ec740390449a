import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Toaster } from '../components/toast/Toaster.tsx';
import { createAdminQueryClient } from './api/adminQueryClient.ts';
import { AcceptInvitation } from './auth/AcceptInvitation.tsx';
import { AdminLogin } from './auth/AdminLogin.tsx';
import { RequireAdmin } from './auth/RequireAdmin.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotFound } from './screens/AdminNotFound.tsx';
import { adminScreens } from './screens/adminScreens.ts';

/**
 * The admin panel (admin-and-data-model.md §2), mounted under `/admin/*`. The whole folder is
 * one lazily loaded chunk, so the public site never downloads it.
 */
export function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="login" element={<AdminLogin />} />
        <Route path="accept-invitation" element={<AcceptInvitation />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route index element={<Navigate to="dashboard" replace />} />
          {adminScreens.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
      <Toaster />
    </QueryClientProvider>
  );
}
