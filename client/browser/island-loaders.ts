/**
 * @module Browser-side island registry: each island's code is its own chunk, loaded only on pages
 * that render it (esbuild splitting), so the account screens do not weigh on the news pages.
 * The names are declared here; client/server/islands.tsx (the server's static registry) must list the
 * same ones (its `satisfies` fails on a missing or extra name).
 */
import type { IslandLoaders } from './lib/hydrate';

export const ISLAND_LOADERS = {
  SiteHeader: () => import('./components/SiteHeader').then((m) => m.SiteHeader),
  SearchPanel: () => import('./components/SearchPanel').then((m) => m.SearchPanel),
  Icymi: () => import('./components/Icymi').then((m) => m.Icymi),
  SupportForm: () => import('./components/SupportForm').then((m) => m.SupportForm),
  AuthForm: () => import('./components/AuthForm').then((m) => m.AuthForm),
  ForgotPasswordForm: () => import('./components/ForgotPasswordForm').then((m) => m.ForgotPasswordForm),
  ResetPasswordForm: () => import('./components/ResetPasswordForm').then((m) => m.ResetPasswordForm),
  Toaster: () => import('./components/ui/Toaster').then((m) => m.Toaster),
  AccountNav: () => import('./components/account/AccountNav').then((m) => m.AccountNav),
  ProfileSettings: () => import('./components/account/ProfileSettings').then((m) => m.ProfileSettings),
  NotificationSettings: () => import('./components/account/NotificationSettings').then((m) => m.NotificationSettings),
  PushOptIn: () => import('./components/account/PushOptIn').then((m) => m.PushOptIn),
  ThemeSettings: () => import('./components/account/ThemeSettings').then((m) => m.ThemeSettings),
  InterestFollows: () => import('./components/account/InterestFollows').then((m) => m.InterestFollows),
  LocationFollows: () => import('./components/account/LocationFollows').then((m) => m.LocationFollows),
  CuratorFollows: () => import('./components/account/CuratorFollows').then((m) => m.CuratorFollows),
  OnboardingFlow: () => import('./components/OnboardingFlow').then((m) => m.OnboardingFlow),
  Engagement: () => import('./components/Engagement').then((m) => m.Engagement),
  FeedMore: () => import('./components/FeedMore').then((m) => m.FeedMore),
  SavedRemove: () => import('./components/account/SavedRemove').then((m) => m.SavedRemove),
  TagFollow: () => import('./components/TagFollow').then((m) => m.TagFollow),
  Comments: () => import('./components/comments/Comments').then((m) => m.Comments),
  ShareEmailForm: () => import('./components/share/ShareEmailForm').then((m) => m.ShareEmailForm),
  QuickShare: () => import('./components/share/QuickShare').then((m) => m.QuickShare),
  PaymentForm: () => import('./components/subscribe/PaymentForm').then((m) => m.PaymentForm),
  LandingPlans: () => import('./components/subscribe/LandingPlans').then((m) => m.LandingPlans),
} satisfies IslandLoaders;
export type IslandName = keyof typeof ISLAND_LOADERS;
