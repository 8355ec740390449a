import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout.tsx';
import { Spinner } from './components/ui/misc.tsx';
import { Home } from './scenes/Home/Home.tsx';
import { NotFound } from './scenes/NotFound/NotFound.tsx';
import { screens } from './screens.ts';

// Home and the 404 page are in the first bundle; every other screen is its own chunk, loaded
// when first visited. The admin panel (`/admin/*`) is a separate bundle the public site never
// loads. (Declarative routes: the data router would add ~18 kB gzipped to every first load.)
const Categories = lazy(() => screens.categories().then((c) => ({ default: c })));
const Category = lazy(() => screens.category().then((c) => ({ default: c })));
const Awards = lazy(() => screens.awards().then((c) => ({ default: c })));
const WriteReview = lazy(() => screens.writeReview().then((c) => ({ default: c })));
const Login = lazy(() => screens.login().then((c) => ({ default: c })));
const Signup = lazy(() => screens.signup().then((c) => ({ default: c })));
const ForgotPassword = lazy(() => screens.forgotPassword().then((c) => ({ default: c })));
const ResetPassword = lazy(() => screens.resetPassword().then((c) => ({ default: c })));
const ConfirmEmailChange = lazy(() => screens.confirmEmailChange().then((c) => ({ default: c })));
const AccountSettings = lazy(() => screens.accountSettings().then((c) => ({ default: c })));
const Company = lazy(() => screens.company().then((c) => ({ default: c })));
const UserProfile = lazy(() => screens.userProfile().then((c) => ({ default: c })));
const About = lazy(() => screens.about().then((c) => ({ default: c })));
const Contact = lazy(() => screens.contact().then((c) => ({ default: c })));
const HelpCenter = lazy(() => screens.helpCenter().then((c) => ({ default: c })));
const PrivacyPolicy = lazy(() => screens.privacyPolicy().then((c) => ({ default: c })));
const TermsOfService = lazy(() => screens.termsOfService().then((c) => ({ default: c })));
const CookiePolicy = lazy(() => screens.cookiePolicy().then((c) => ({ default: c })));
const Outbox = lazy(() => screens.outbox().then((c) => ({ default: c })));
const Business = lazy(() => screens.business().then((c) => ({ default: c })));
const ConfirmClaim = lazy(() => screens.confirmClaim().then((c) => ({ default: c })));
const ConfirmEmail = lazy(() => screens.confirmEmail().then((c) => ({ default: c })));
const AdminApp = lazy(() => screens.adminApp().then((c) => ({ default: c })));

/** The routes of public-site.md §2 (and the lazily loaded admin panel). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<Spinner />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="categories" element={<Categories />} />
        <Route path="category/:slug" element={<Category />} />
        <Route path="awards" element={<Awards />} />
        <Route path="write-review" element={<WriteReview />} />
        <Route path="business" element={<Business />} />
        <Route path="login" element={<Login />} />
        <Route path="signup" element={<Signup />} />
        <Route path="forgot-password" element={<ForgotPassword />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="confirm-email" element={<ConfirmEmailChange />} />
        <Route path="settings" element={<AccountSettings />} />
        <Route path="company/:domain" element={<Company />} />
        <Route path="user/:id" element={<UserProfile />} />
        <Route path="about" element={<About />} />
        <Route path="contact" element={<Contact />} />
        <Route path="help-center" element={<HelpCenter />} />
        <Route path="privacy-policy" element={<PrivacyPolicy />} />
        <Route path="terms-of-service" element={<TermsOfService />} />
        <Route path="cookie-policy" element={<CookiePolicy />} />
        <Route path="outbox" element={<Outbox />} />
        <Route path="claim/verify" element={<ConfirmClaim />} />
        <Route path="verify-email" element={<ConfirmEmail />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
