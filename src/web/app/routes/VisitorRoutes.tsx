import { Navigate, Route, Routes, useLocation } from 'react-router';
import { matchesPattern, normalizePath, RESTRICTED_ROUTES, SHELL_ROUTES, visitorRedirect } from '../../../domain/navigation/index.ts';
import { withReturnTo } from '../../lib/return-path.ts';
import { PublicLayout } from '../shell/PublicLayout.tsx';
import {
  ForgotPasswordPage,
  InfoPage,
  InvitationPage,
  LandingPage,
  LegalPage,
  LoginPage,
  NotFoundPage,
  PricingPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
  VerifyReportPage,
  PublicShowcasePage,
  ConfirmEmailPage,
  CheckoutPage,
  DeveloperPage,
  ApiDocsPage,
  OnboardingPage,
} from './pages.ts';
import { INFO_PAGES, LEGAL_PAGES, VISITOR_ONLY_INFO_PAGES } from './public-screens.ts';

/** The visitor route table (seed section 2): the public site, sign-in, and the redirects. */
export function VisitorRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        {/* A visitor's quick checkout is the visitor checkout (it adds the account step). */}
        <Route path="/quick-checkout" element={<QuickToCheckout />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        {/* What each role does, and sign-up with the role chosen (issue 26, ADR 0054). */}
        <Route path="/onboarding" element={<OnboardingPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/invitations/:token" element={<InvitationPage />} />
        <Route path="/verify/:reportId" element={<VerifyReportPage />} />
        <Route path="/showcase/:slug" element={<PublicShowcasePage />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
        {/* The developer platform (issue 24): /developer-portal is /developer's alias for visitors. */}
        <Route path="/developer" element={<DeveloperPage />} />
        <Route path="/developer-portal" element={<DeveloperPage />} />
        <Route path="/api-docs" element={<ApiDocsPage />} />
        <Route path="/docs" element={<ApiDocsPage />} />
        {[...INFO_PAGES, ...VISITOR_ONLY_INFO_PAGES].flatMap(([paths, page]) =>
          paths.map((path) => <Route key={path} path={path} element={<InfoPage page={page} />} />),
        )}
        {LEGAL_PAGES.map(([path, page]) => (
          <Route key={path} path={path} element={<LegalPage page={page} />} />
        ))}
        <Route path="*" element={<VisitorFallback />} />
      </Route>
    </Routes>
  );
}

/**
 * App paths send a visitor to /onboarding, carrying the page in `returnTo` so that signing in or
 * registering lands on it (the signed-in shell's other routes, /dashboard or /settings, too); the
 * fixed redirects apply; anything else is not found.
 */
function VisitorFallback() {
  const { pathname, search, hash } = useLocation();
  const target = visitorRedirect(pathname) ?? (isAppRoute(pathname) ? '/onboarding' : null);
  if (!target) return <NotFoundPage />;
  return <Navigate to={target === '/onboarding' ? withReturnTo(target, `${pathname}${search}${hash}`) : target} replace />;
}

function isAppRoute(pathname: string): boolean {
  return (
    SHELL_ROUTES.some((pattern) => pattern !== '/' && matchesPattern(pattern, pathname)) || normalizePath(pathname) in RESTRICTED_ROUTES
  );
}

/** /quick-checkout?plan=…&returnTo=… for a visitor: the same order through /checkout, which creates the account first. */
function QuickToCheckout() {
  const { search } = useLocation();
  return <Navigate to={`/checkout${search}`} replace />;
}
