/**
 * @module Islands: the server renders every component in full; only those wrapped in <Island>
 * ship JavaScript and hydrate. Props travel in a data attribute (never an inline script), so the
 * CSP can forbid inline scripts and no page data beyond the island's own props is exposed.
 */
import type { ComponentType } from 'react';
import { AuthForm } from './components/AuthForm';
import { AccountNav } from './components/account/AccountNav';
import { CuratorFollows } from './components/account/CuratorFollows';
import { InterestFollows } from './components/account/InterestFollows';
import { LocationFollows } from './components/account/LocationFollows';
import { NotificationSettings } from './components/account/NotificationSettings';
import { ProfileSettings } from './components/account/ProfileSettings';
import { SavedRemove } from './components/account/SavedRemove';
import { ThemeSettings } from './components/account/ThemeSettings';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { GuestActions } from './components/GuestActions';
import { Icymi } from './components/Icymi';
import { MobileSnackbar } from './components/MobileSnackbar';
import { OnboardingFlow } from './components/OnboardingFlow';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import { SearchPanel } from './components/SearchPanel';
import { SiteHeader } from './components/SiteHeader';
import { SupportForm } from './components/SupportForm';
import { Toaster } from './components/Toaster';

export const ISLANDS = {
  SiteHeader,
  SearchPanel,
  Icymi,
  MobileSnackbar,
  SupportForm,
  AuthForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  Toaster,
  AccountNav,
  ProfileSettings,
  NotificationSettings,
  ThemeSettings,
  InterestFollows,
  LocationFollows,
  CuratorFollows,
  OnboardingFlow,
  GuestActions,
  SavedRemove,
} satisfies Record<string, ComponentType<never>>;
export type IslandName = keyof typeof ISLANDS;

type PropsOf<N extends IslandName> = React.ComponentProps<(typeof ISLANDS)[N]>;

export function Island<N extends IslandName>({ name, props }: { name: N; props: PropsOf<N> }) {
  const Component = ISLANDS[name] as ComponentType<object>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...(props as object)} />
    </div>
  );
}
