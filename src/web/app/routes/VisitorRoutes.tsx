import { Navigate, Route, Routes, useLocation } from 'react-router';
import { visitorRedirect } from '../../../domain/navigation/index.ts';
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
} from './pages.ts';
import { INFO_PAGES, LEGAL_PAGES, VISITOR_ONLY_INFO_PAGES } from './public-screens.ts';

/** The visitor route table (seed section 2): the public site, sign-in, and the redirects. */
export function VisitorRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/invitations/:token" element={<InvitationPage />} />
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

/** App paths send a visitor to /onboarding; the fixed redirects apply; anything else is not found. */
function VisitorFallback() {
  const { pathname } = useLocation();
  const target = visitorRedirect(pathname);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
