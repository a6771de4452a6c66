import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const PlaceholderPage = lazy(() => import('@/components/placeholder-page.tsx'));

/**
 * Screens built so far, by route key; each later issue adds its lazy screen here. Every other
 * allowed route shows the generic placeholder titled with its menu label.
 */
const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  profile: lazy(() => import('@/features/profile/routes/profile-edit-page.tsx').then((m) => ({ default: m.ProfileEditPage }))),
  changePassword: lazy(() => import('@/features/profile/routes/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage }))),
  editAccount: lazy(() => import('@/features/account/routes/edit-account-page.tsx').then((m) => ({ default: m.EditAccountPage }))),
};

export function Screen({ routeKey }: { routeKey: string }) {
  const Built = SCREENS[routeKey];
  return Built ? <Built /> : <PlaceholderPage key={routeKey} routeKey={routeKey} />;
}
