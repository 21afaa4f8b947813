import { lazyPage } from '../../lib/lazy-page.tsx';

// Route-level code splitting: each page is its own chunk, fetched on first visit.
export const DashboardRoute = lazyPage(() => import('./DashboardRoute.tsx').then((m) => m.DashboardRoute));
export const GuideRoute = lazyPage(() => import('./GuideRoute.tsx').then((m) => m.GuideRoute));
export const EnterprisePreviewPage = lazyPage(() =>
  import('../../features/enterprise-preview/EnterprisePreviewPage.tsx').then((m) => m.EnterprisePreviewPage),
);
export const SettingsRoute = lazyPage(() => import('./SettingsRoute.tsx').then((m) => m.SettingsRoute));
export const AdminPrivacyPage = lazyPage(() => import('../../features/privacy/AdminPrivacyPage.tsx').then((m) => m.AdminPrivacyPage));
export const ProjectsPage = lazyPage(() => import('../../features/projects/ProjectsPage.tsx').then((m) => m.ProjectsPage));
export const NewProjectPage = lazyPage(() => import('../../features/projects/NewProjectPage.tsx').then((m) => m.NewProjectPage));
export const ProjectRoute = lazyPage(() => import('./ProjectRoute.tsx').then((m) => m.ProjectRoute));
export const EvaluationPage = lazyPage(() => import('../../features/evaluation/EvaluationPage.tsx').then((m) => m.EvaluationPage));
export const MetricsPage = lazyPage(() => import('../../features/analytics/MetricsPage.tsx').then((m) => m.MetricsPage));
export const AnalyticsPage = lazyPage(() => import('../../features/analytics/AnalyticsPage.tsx').then((m) => m.AnalyticsPage));
export const ComplianceHubPage = lazyPage(() => import('../../features/compliance/ComplianceHubPage.tsx').then((m) => m.ComplianceHubPage));
export const PaDashboardPage = lazyPage(() => import('../../features/compliance/PaDashboardPage.tsx').then((m) => m.PaDashboardPage));
export const PlaceholderPage = lazyPage(() => import('../../features/placeholders/PlaceholderPage.tsx').then((m) => m.PlaceholderPage));
export const VerifyReportPage = lazyPage(() => import('../../features/reports/VerifyPage.tsx').then((m) => m.VerifyPage));
export const PublicShowcasePage = lazyPage(() => import('../../features/reports/PublicShowcasePage.tsx').then((m) => m.PublicShowcasePage));
export const SharedReportsPage = lazyPage(() => import('../../features/reports/SharedReportsPage.tsx').then((m) => m.SharedReportsPage));
export const ShowcaseListPage = lazyPage(() => import('../../features/reports/ShowcaseListPage.tsx').then((m) => m.ShowcaseListPage));
export const InvitationPage = lazyPage(() => import('../../features/workspaces/InvitationPage.tsx').then((m) => m.InvitationPage));
export const AnnouncementPage = lazyPage(() => import('../../features/funding/AnnouncementPage.tsx').then((m) => m.AnnouncementPage));
export const DocumentsPage = lazyPage(() => import('../../features/documents/DocumentsPage.tsx').then((m) => m.DocumentsPage));
export const DocumentReviewPage = lazyPage(() => import('../../features/documents/ReviewPage.tsx').then((m) => m.ReviewPage));
export const FundingWizardPage = lazyPage(() =>
  import('../../features/funding-requests/FundingWizardPage.tsx').then((m) => m.FundingWizardPage),
);
export const FundingRequestsPage = lazyPage(() =>
  import('../../features/funding-requests/FundingRequestsPage.tsx').then((m) => m.FundingRequestsPage),
);
export const NotFoundPage = lazyPage(() => import('../../features/placeholders/NotFoundPage.tsx').then((m) => m.NotFoundPage));

export const LoginPage = lazyPage(() => import('../../features/auth/LoginPage.tsx').then((m) => m.LoginPage));
export const RegisterPage = lazyPage(() => import('../../features/auth/RegisterPage.tsx').then((m) => m.RegisterPage));
export const ForgotPasswordPage = lazyPage(() => import('../../features/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = lazyPage(() => import('../../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage));
export const VerifyEmailPage = lazyPage(() => import('../../features/auth/VerifyEmailPage.tsx').then((m) => m.VerifyEmailPage));
export const TwoFactorRequiredPage = lazyPage(() =>
  import('../../features/settings/TwoFactorRequiredPage.tsx').then((m) => m.TwoFactorRequiredPage),
);
export const ConfirmEmailPage = lazyPage(() => import('../../features/settings/ConfirmEmailPage.tsx').then((m) => m.ConfirmEmailPage));

export const LandingPage = lazyPage(() => import('../../features/public-site/LandingPage.tsx').then((m) => m.LandingPage));
export const PricingPage = lazyPage(() => import('../../features/billing/PricingPage.tsx').then((m) => m.PricingPage));
export const CheckoutPage = lazyPage(() => import('../../features/billing/CheckoutPage.tsx').then((m) => m.CheckoutPage));
export const BillingPage = lazyPage(() => import('../../features/billing/BillingPage.tsx').then((m) => m.BillingPage));
export const BillingSuccessPage = lazyPage(() => import('../../features/billing/ResultPages.tsx').then((m) => m.SuccessPage));
export const BillingCancelPage = lazyPage(() => import('../../features/billing/ResultPages.tsx').then((m) => m.CancelPage));
export const AdminPage = lazyPage(() => import('../../features/admin/AdminPage.tsx').then((m) => m.AdminPage));
export const AdminBillingPage = lazyPage(() => import('../../features/billing/AdminBillingPage.tsx').then((m) => m.AdminBillingPage));
export const InfoPage = lazyPage(() => import('../../features/public-site/InfoPage.tsx').then((m) => m.InfoPage));
export const LegalPage = lazyPage(() => import('../../features/public-site/LegalPage.tsx').then((m) => m.LegalPage));
export const FundingPage = lazyPage(() => import('../../features/funding/FundingSearchScreen.tsx').then((m) => m.FundingSearchScreen));
export const FundingImportAdminPage = lazyPage(() => import('../../features/funding/ImportAdminPage.tsx').then((m) => m.ImportAdminPage));
export const ShowcaseListRoute = lazyPage(() => import('./ShowcaseRoutes.tsx').then((m) => m.ShowcaseListRoute));
export const PublicShowcaseRoute = lazyPage(() => import('./ShowcaseRoutes.tsx').then((m) => m.PublicShowcaseRoute));
export const DealFlowRoute = lazyPage(() => import('./DealFlowRoutes.tsx').then((m) => m.DealFlowRoute));
export const DealCardRoute = lazyPage(() => import('./DealFlowRoutes.tsx').then((m) => m.DealCardRoute));
export const PortfolioListPage = lazyPage(() => import('../../features/portfolio/PortfolioListPage.tsx').then((m) => m.PortfolioListPage));
export const PortfolioUploadPage = lazyPage(() => import('../../features/portfolio/UploadPage.tsx').then((m) => m.UploadPage));
export const PortfolioSummaryPage = lazyPage(() => import('./PortfolioSummaryRoute.tsx').then((m) => m.PortfolioSummaryRoute));
export const EconomyTierPage = lazyPage(() => import('../../features/insights/EconomyTierPage.tsx').then((m) => m.EconomyTierPage));
export const KpiDashboardPage = lazyPage(() => import('../../features/insights/KpiDashboardPage.tsx').then((m) => m.KpiDashboardPage));
export const RoadmapWizardPage = lazyPage(() => import('../../features/realization/WizardPage.tsx').then((m) => m.WizardPage));
export const RoadmapPage = lazyPage(() => import('../../features/realization/RoadmapPage.tsx').then((m) => m.RoadmapPage));
export const RealizationPage = lazyPage(() => import('../../features/realization/RealizationPage.tsx').then((m) => m.RealizationPage));
export const AiConsultingPage = lazyPage(() => import('../../features/advice/AiConsultingPage.tsx').then((m) => m.AiConsultingPage));
export const ConsultantsPage = lazyPage(() => import('../../features/consultants/ConsultantsPage.tsx').then((m) => m.ConsultantsPage));
export const EngagementPage = lazyPage(() => import('../../features/consultants/EngagementPage.tsx').then((m) => m.EngagementPage));
export const ProfessionistiPage = lazyPage(() =>
  import('../../features/consultants/ProfessionistiPage.tsx').then((m) => m.ProfessionistiPage),
);
export const AiSessionPage = lazyPage(() => import('../../features/advice/AiSessionPage.tsx').then((m) => m.AiSessionPage));
export const ContextPage = lazyPage(() => import('../../features/advice/ContextPage.tsx').then((m) => m.ContextPage));
export const DataQualityPage = lazyPage(() => import('../../features/advice/DataQualityPage.tsx').then((m) => m.DataQualityPage));
export const DeveloperPage = lazyPage(() => import('../../features/developer/DeveloperPage.tsx').then((m) => m.DeveloperPage));
export const DeveloperPortalPage = lazyPage(() =>
  import('../../features/developer/DeveloperPortalPage.tsx').then((m) => m.DeveloperPortalPage),
);
export const ApiDocsPage = lazyPage(() => import('../../features/developer/ApiDocsPage.tsx').then((m) => m.ApiDocsPage));
export const MissionControlPage = lazyPage(() =>
  import('../../features/monitoring/MissionControlPage.tsx').then((m) => m.MissionControlPage),
);
export const MonitoringLayerPage = lazyPage(() =>
  import('../../features/monitoring/MonitoringLayerPage.tsx').then((m) => m.MonitoringLayerPage),
);
export const ProviderHealthPage = lazyPage(() =>
  import('../../features/operations/ProviderHealthPage.tsx').then((m) => m.ProviderHealthPage),
);
export const AutoHealPage = lazyPage(() => import('../../features/operations/AutoHealPage.tsx').then((m) => m.AutoHealPage));
export const FeedbackDemoPage = lazyPage(() => import('../../features/feedback/FeedbackDemoPage.tsx').then((m) => m.FeedbackDemoPage));
export const OnboardingPage = lazyPage(() => import('../../features/onboarding/OnboardingPage.tsx').then((m) => m.OnboardingPage));
export const BetaOnboardingPage = lazyPage(() =>
  import('../../features/onboarding/BetaOnboardingPage.tsx').then((m) => m.BetaOnboardingPage),
);
export const ReadinessPage = lazyPage(() => import('../../features/operations/ReadinessPage.tsx').then((m) => m.ReadinessPage));
// The admin dashboards of issue 26 (ADR 0057).
export const ComplianceDashboardPage = lazyPage(() =>
  import('../../features/admin-dashboards/ComplianceDashboardPage.tsx').then((m) => m.ComplianceDashboardPage),
);
export const PtaDashboardPage = lazyPage(() =>
  import('../../features/admin-dashboards/PtaDashboardPage.tsx').then((m) => m.PtaDashboardPage),
);
export const ShadowModePage = lazyPage(() => import('../../features/admin-dashboards/ShadowModePage.tsx').then((m) => m.ShadowModePage));
