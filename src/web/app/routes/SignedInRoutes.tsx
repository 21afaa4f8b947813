import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { User } from '../../../contract/auth.ts';
import { REDIRECTS, normalizePath } from '../../../domain/navigation/index.ts';
import { i18n } from '../../lib/i18n.ts';
import { navigationRole } from '../../lib/session.ts';
import { TierProvider } from '../../lib/tier.tsx';
import { AppShell } from '../shell/AppShell.tsx';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { RoleGuard } from './RoleGuard.tsx';
import { returnPath } from '../../lib/return-path.ts';
import {
  AdminPrivacyPage,
  AdminBillingPage,
  AdminPage,
  MissionControlPage,
  MonitoringLayerPage,
  AutoHealPage,
  ProviderHealthPage,
  ReadinessPage,
  BillingCancelPage,
  BillingPage,
  BillingSuccessPage,
  CheckoutPage,
  FundingImportAdminPage,
  FundingPage,
  AnnouncementPage,
  AnalyticsPage,
  ComplianceHubPage,
  DashboardRoute,
  DealCardRoute,
  DealFlowRoute,
  DocumentReviewPage,
  DocumentsPage,
  EconomyTierPage,
  EnterprisePreviewPage,
  EvaluationPage,
  ForgotPasswordPage,
  FundingRequestsPage,
  FundingWizardPage,
  GuideRoute,
  InfoPage,
  InvitationPage,
  KpiDashboardPage,
  LegalPage,
  MetricsPage,
  NewProjectPage,
  NotFoundPage,
  PaDashboardPage,
  PlaceholderPage,
  PortfolioListPage,
  PortfolioSummaryPage,
  PortfolioUploadPage,
  PricingPage,
  RealizationPage,
  RoadmapPage,
  RoadmapWizardPage,
  ProjectRoute,
  ProjectsPage,
  ResetPasswordPage,
  SettingsRoute,
  VerifyEmailPage,
  VerifyReportPage,
  SharedReportsPage,
  PublicShowcaseRoute,
  ShowcaseListRoute,
  ConfirmEmailPage,
  DeveloperPage,
  DeveloperPortalPage,
  ApiDocsPage,
  TwoFactorRequiredPage,
  AiConsultingPage,
  ConsultantsPage,
  EngagementPage,
  ProfessionistiPage,
  AiSessionPage,
  ContextPage,
  DataQualityPage,
  FeedbackDemoPage,
  OnboardingPage,
  BetaOnboardingPage,
  ComplianceDashboardPage,
  PtaDashboardPage,
  ShadowModePage,
} from './pages.ts';
import { INFO_PAGES, LEGAL_PAGES } from './public-screens.ts';
import { PLACEHOLDER_SCREENS, RESTRICTED_SCREENS } from './shell-screens.ts';

// A signed-in user rarely opens a public page: its layout (top navigation menus) loads when one does.
const PublicLayout = lazyPage(() => import('../shell/PublicLayout.tsx').then((m) => m.PublicLayout));

// The shell's strings load with the shell's code, not after its first render.
void i18n.loadNamespaces('shell');

/** The signed-in route table: the shell's routes, the public pages, and not-found inside the shell. */
export function SignedInRoutes({ user }: { user: User }) {
  const role = navigationRole(user);
  // REQUIRE_ADMIN_2FA: nothing else until two-factor is on (the server refuses the rest anyway).
  if (user.twoFactorSetupRequired) return <TwoFactorRequiredPage />;
  return (
    <TierProvider user={user}>
      <Routes>
        <Route path="/login" element={<AfterSignIn />} />
        <Route path="/register" element={<AfterSignIn />} />
        <Route element={<PublicLayout />}>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/confirm-email" element={<ConfirmEmailPage />} />
          <Route path="/verify/:reportId" element={<VerifyReportPage />} />
          <Route path="/showcase/:slug" element={<PublicShowcaseRoute role={role} />} />
          {INFO_PAGES.flatMap(([paths, page]) => paths.map((path) => <Route key={path} path={path} element={<InfoPage page={page} />} />))}
          {LEGAL_PAGES.map(([path, page]) => (
            <Route key={path} path={path} element={<LegalPage page={page} />} />
          ))}
        </Route>
        <Route element={<AppShell user={user} />}>
          <Route index element={<DashboardRoute />} />
          <Route path="/dashboard" element={<DashboardRoute />} />
          <Route path="/guide" element={<GuideRoute />} />
          <Route path="/reports/shared" element={<SharedReportsPage />} />
          <Route path="/enterprise-preview" element={<EnterprisePreviewPage />} />
          <Route path="/settings" element={<SettingsRoute />} />
          <Route path="/invitations/:token" element={<InvitationPage />} />
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/new" element={<NewProjectPage />} />
          <Route path="/projects/evaluation" element={<EvaluationPage />} />
          <Route path="/projects/:id" element={<ProjectRoute />} />
          <Route path="/documents" element={<DocumentsPage />} />
          <Route path="/documents/:id" element={<DocumentReviewPage />} />
          <Route path="/metrics" element={<MetricsPage />} />
          <Route path="/analytics" element={<AnalyticsPage />} />
          <Route path="/deal-flow" element={<DealFlowRoute role={role} />} />
          <Route path="/deal-flow/cards/:id" element={<DealCardRoute role={role} />} />
          <Route path="/portfolio" element={<PortfolioListPage />} />
          <Route path="/portfolio/upload" element={<PortfolioUploadPage />} />
          <Route path="/portfolio/:id/summary" element={<PortfolioSummaryPage />} />
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/quick-checkout" element={<CheckoutPage />} />
          <Route path="/billing" element={<BillingPage />} />
          <Route path="/billing/success" element={<BillingSuccessPage />} />
          <Route path="/billing/cancel" element={<BillingCancelPage />} />
          <Route path="/announcement/:announcementId" element={<AnnouncementPage />} />
          <Route path="/funding-wizard/:projectId" element={<FundingWizardPage />} />
          <Route path="/funding-requests" element={<FundingRequestsPage />} />
          <Route path="/roadmap-wizard" element={<RoadmapWizardPage />} />
          <Route path="/project/:projectId/roadmap" element={<RoadmapPage />} />
          <Route path="/project-realization" element={<RealizationPage />} />
          <Route path="/funding" element={<FundingPage />} />
          <Route path="/compliance" element={<ComplianceHubPage />} />
          {/* Issue 25: AI consulting (every role), context and data quality. */}
          <Route path="/ai-consulting" element={<AiConsultingPage />} />
          <Route path="/ai-consulting/session/:id" element={<AiSessionPage />} />
          <Route path="/contextual-analysis" element={<ContextPage />} />
          <Route path="/data-quality" element={<DataQualityPage />} />
          {/* Issue 25 (ADR 0042): consultants for every signed-in role (the page shows each role its side), professionals for admins. */}
          <Route path="/consultants" element={<ConsultantsPage />} />
          <Route path="/consultants/engagements/:id" element={<EngagementPage />} />
          {/* Open to every role in the seed's route table; the page explains itself to roles it has no figures for. */}
          <Route path="/kpi-dashboard" element={<KpiDashboardPage />} />
          <Route path="/compliance-legacy" element={<Navigate to="/compliance" replace />} />
          <Route path="/developer-portal-legacy" element={<Navigate to="/developer-portal" replace />} />
          {/* The developer platform (issue 24). */}
          <Route path="/developer-portal" element={<DeveloperPortalPage />} />
          <Route path="/developer" element={<DeveloperPage />} />
          <Route path="/api-docs" element={<ApiDocsPage />} />
          <Route path="/docs" element={<ApiDocsPage />} />
          {/* Issue 26 (ADR 0054): the roles explained, the first-run setup, the feedback widget and its payload. */}
          <Route path="/onboarding" element={<OnboardingPage signedIn />} />
          <Route path="/beta-onboarding" element={<BetaOnboardingPage />} />
          <Route path="/feedback-demo" element={<FeedbackDemoPage />} />
          {PLACEHOLDER_SCREENS.map(([path, screen]) => (
            <Route key={path} path={path} element={<PlaceholderPage screen={screen} />} />
          ))}
          {/* Screens for some roles only (src/domain/navigation says which; the server refuses the others too). */}
          {(
            [
              ['/admin', <AdminPage />],
              ['/admin/billing', <AdminBillingPage />],
              ['/provider-health', <ProviderHealthPage />],
              ['/auto-heal', <AutoHealPage />],
              ['/admin/privacy', <AdminPrivacyPage />],
              ['/admin/funding', <FundingImportAdminPage />],
              ['/r4-readiness', <ReadinessPage />],
              ['/professionisti', <ProfessionistiPage />],
              ['/pa-dashboard', <PaDashboardPage />],
              ['/vhs-marketing', <ShowcaseListRoute role={role} />],
              ['/economy-tier', <EconomyTierPage />],
              ['/mission-control', <MissionControlPage />],
              ['/monitoring-layer', <MonitoringLayerPage />],
              ['/compliance-dashboard', <ComplianceDashboardPage />],
              ['/pta-dashboard', <PtaDashboardPage />],
              ['/shadow-mode', <ShadowModePage />],
            ] as const
          ).map(([path, page]) => (
            <Route
              key={path}
              path={path}
              element={
                <RoleGuard path={path} role={role}>
                  {page}
                </RoleGuard>
              }
            />
          ))}
          {RESTRICTED_SCREENS.map(([path, screen]) => (
            <Route
              key={path}
              path={path}
              element={
                <RoleGuard path={path} role={role}>
                  <PlaceholderPage screen={screen} />
                </RoleGuard>
              }
            />
          ))}
          <Route path="*" element={<ShellFallback />} />
        </Route>
      </Routes>
    </TierProvider>
  );
}

/** A signed-in user on /login or /register: to the page of `returnTo`, or where a session ended (its state says where), else the dashboard. */
function AfterSignIn() {
  const { state, search } = useLocation();
  return <Navigate to={returnPath(state, search)} replace />;
}

/** Fixed redirects (/legal-framework), else the not-found page inside the shell. */
function ShellFallback() {
  const { pathname } = useLocation();
  const target = REDIRECTS[normalizePath(pathname)];
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
