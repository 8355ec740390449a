import type { ComponentType } from 'react';

/**
 * Every lazily loaded screen, by name: the router renders them, and `preloadRoute` starts a
 * download early (at start-up for the page being opened, on hover for a navigation link).
 */
export const screens = {
  categories: () => import('./scenes/Categories/Categories.tsx').then((m) => m.Categories),
  category: () => import('./scenes/Category/Category.tsx').then((m) => m.Category),
  awards: () => import('./scenes/Awards/Awards.tsx').then((m) => m.Awards),
  writeReview: () => import('./scenes/WriteReview/WriteReview.tsx').then((m) => m.WriteReview),
  login: () => import('./scenes/Login/Login.tsx').then((m) => m.Login),
  signup: () => import('./scenes/Signup/Signup.tsx').then((m) => m.Signup),
  forgotPassword: () =>
    import('./scenes/ForgotPassword/ForgotPassword.tsx').then((m) => m.ForgotPassword),
  resetPassword: () =>
    import('./scenes/ResetPassword/ResetPassword.tsx').then((m) => m.ResetPassword),
  confirmEmailChange: () =>
    import('./scenes/ConfirmLink/ConfirmEmailChange.tsx').then((m) => m.ConfirmEmailChange),
  accountSettings: () =>
    import('./scenes/AccountSettings/AccountSettings.tsx').then((m) => m.AccountSettings),
  company: () => import('./scenes/Company/Company.tsx').then((m) => m.Company),
  userProfile: () => import('./scenes/User/UserProfile.tsx').then((m) => m.UserProfile),
  about: () => import('./scenes/About/About.tsx').then((m) => m.About),
  contact: () => import('./scenes/Contact/Contact.tsx').then((m) => m.Contact),
  helpCenter: () => import('./scenes/HelpCenter/HelpCenter.tsx').then((m) => m.HelpCenter),
  privacyPolicy: () => import('./scenes/Legal/PrivacyPolicy.tsx').then((m) => m.PrivacyPolicy),
  termsOfService: () => import('./scenes/Legal/TermsOfService.tsx').then((m) => m.TermsOfService),
  cookiePolicy: () => import('./scenes/Legal/CookiePolicy.tsx').then((m) => m.CookiePolicy),
  outbox: () => import('./scenes/Outbox/Outbox.tsx').then((m) => m.Outbox),
  business: () => import('./scenes/Business/Business.tsx').then((m) => m.Business),
  confirmClaim: () => import('./scenes/ConfirmLink/ConfirmClaim.tsx').then((m) => m.ConfirmClaim),
  confirmEmail: () => import('./scenes/ConfirmLink/ConfirmEmail.tsx').then((m) => m.ConfirmEmail),
  adminApp: () => import('./admin/AdminApp.tsx').then((m) => m.AdminApp),
} satisfies Record<string, () => Promise<ComponentType>>;
