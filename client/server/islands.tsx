/**
 * @module Islands: the server renders every component in full; only those wrapped in <Island>
 * ship JavaScript and hydrate. Props travel in a data attribute (never an inline script), so the
 * CSP can forbid inline scripts and no page data beyond the island's own props is exposed.
 */
import type { ComponentType } from 'react';
import { AuthForm } from '../browser/components/AuthForm';
import { AccountNav } from '../browser/components/account/AccountNav';
import { CuratorFollows } from '../browser/components/account/CuratorFollows';
import { InterestFollows } from '../browser/components/account/InterestFollows';
import { LocationFollows } from '../browser/components/account/LocationFollows';
import { NotificationSettings } from '../browser/components/account/NotificationSettings';
import { ProfileSettings } from '../browser/components/account/ProfileSettings';
import { PushOptIn } from '../browser/components/account/PushOptIn';
import { SavedRemove } from '../browser/components/account/SavedRemove';
import { ThemeSettings } from '../browser/components/account/ThemeSettings';
import { Comments } from '../browser/components/comments/Comments';
import { Engagement } from '../browser/components/Engagement';
import { FeedMore } from '../browser/components/FeedMore';
import { ForgotPasswordForm } from '../browser/components/ForgotPasswordForm';
import { Icymi } from '../browser/components/Icymi';
import { OnboardingFlow } from '../browser/components/OnboardingFlow';
import { ResetPasswordForm } from '../browser/components/ResetPasswordForm';
import { SearchPanel } from '../browser/components/SearchPanel';
import { SiteHeader } from '../browser/components/SiteHeader';
import { SupportForm } from '../browser/components/SupportForm';
import { QuickShare } from '../browser/components/share/QuickShare';
import { ShareEmailForm } from '../browser/components/share/ShareEmailForm';
import { LandingPlans } from '../browser/components/subscribe/LandingPlans';
import { PaymentForm } from '../browser/components/subscribe/PaymentForm';
import { TagFollow } from '../browser/components/TagFollow';
import { Toaster } from '../browser/components/ui/Toaster';
import type { IslandName } from '../browser/island-loaders';

export const ISLANDS = {
  SiteHeader,
  SearchPanel,
  Icymi,
  SupportForm,
  AuthForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  Toaster,
  AccountNav,
  ProfileSettings,
  NotificationSettings,
  PushOptIn,
  ThemeSettings,
  InterestFollows,
  LocationFollows,
  CuratorFollows,
  OnboardingFlow,
  Engagement,
  FeedMore,
  SavedRemove,
  TagFollow,
  Comments,
  ShareEmailForm,
  QuickShare,
  PaymentForm,
  LandingPlans,
} satisfies Record<IslandName, ComponentType<never>>;

/**
 * The wrapper of one registry's islands (the reader's here, the back office's in admin/islands.tsx):
 * the component rendered in full, inside the element that tells that registry's entry what to
 * hydrate and with which props.
 */
export function islandsOf<R extends Record<string, ComponentType<never>>>(registry: R) {
  return function Island<N extends keyof R & string>({ name, props }: { name: N; props: R[N] extends ComponentType<infer P> ? P : never }) {
    const Component = registry[name] as ComponentType<object>;
    return (
      <div data-island={name} data-props={JSON.stringify(props)} className="contents">
        <Component {...(props as object)} />
      </div>
    );
  };
}

export const Island = islandsOf(ISLANDS);
