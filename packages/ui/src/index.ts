/** @inkspell/ui: the design system and client plumbing every Inkspell front end shares at run time. */
import './styles/tokens.css';
import './styles/base.css';
import './styles/refund-request.css';

export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonLookOptions,
} from './components/Button';
export { Card, cardLinkClassName, type CardProps } from './components/Card';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge';
export {
  TextField,
  TextArea,
  Select,
  type TextFieldProps,
  type TextAreaProps,
  type SelectProps,
  type SelectOption,
} from './components/Field';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Spinner, LoadingScreen, type SpinnerProps } from './components/Spinner';
export { Dialog, DialogTrigger, DialogClose, DialogContent, type DialogContentProps } from './components/Dialog';
export { LoginRequired, type LoginRequiredProps } from './components/LoginRequired';
export { PlaceholderPage, type PlaceholderPageProps } from './components/PlaceholderPage';
export { StatTile, type StatTileProps, type StatTileTone } from './components/StatTile';
export { IconBadge, type IconBadgeProps, type IconBadgeTone } from './components/IconBadge';
export { InkTransactionIcon, type InkTransactionIconProps } from './components/InkTransactionIcon';
export { InkAmount, type InkAmountProps } from './components/InkAmount';
export { InkActivityList, type InkActivityListProps } from './components/InkActivityList';
export { Testimonials, type TestimonialsProps } from './testimonials/Testimonials';
export { pickTestimonials } from './testimonials/pick-testimonials';
export { scrollBehavior, usePrefersReducedMotion } from './motion/use-prefers-reduced-motion';

export { Toaster } from './toast/Toaster';
export { ParentPinPrompt } from './parent-pin/ParentPinPrompt';
export { askParentPin, parentPinHeaders, parentPinStore, createParentPinStore, type PinQuestion } from './parent-pin/parent-pin-store';
export { useToast, type UseToastResult } from './toast/use-toast';
export {
  toast,
  toastStore,
  createToastStore,
  defaultToastDurationMs,
  type ToastOptions,
  type ToastVariant,
  type ShownToast,
} from './toast/toast-store';

export { ApiError, isApiError, apiErrorFromBody } from './api/api-error';
export {
  api,
  createApiClient,
  type ApiClient,
  type AnswerSchema,
  type AnswerCheck,
  type RequestOptions,
  type HttpMethod,
} from './api/api-client';
export { contractSchema, loadContractSchemas } from './api/contract-schemas';
export { createQueryClient, defaultQueryFn } from './api/query-client';
export { hasConnection } from './api/connection';
export { useCurrentUser, fetchCurrentUser, currentUserQueryKey, currentUserStaleTimeMs, type CurrentUserState } from './api/current-user';
export { storyQueryKey } from './api/story-query-key';
export { useLogout } from './api/use-logout';
export {
  useInkTransactions,
  fetchInkTransactions,
  type InkTransactionsOptions,
  refreshInk,
  useRefreshInk,
  inkTransactionsQueryKey,
  inkTransactionsAliasQueryKey,
} from './api/ink-transactions';
export {
  inkActivityEmptyText,
  moreActivitiesLabel,
  recentInkActivity,
  formatInkAmount,
  inkAmountTone,
  inkActivityIcon,
  type InkAmountTone,
  type InkActivityIcon,
} from './api/ink-activity';
export { formatRelativeTime } from './format/relative-time';
export { trackPageView, trackEvent, setAnalyticsEnabled, analyticsRequest, type AnalyticsSender } from './api/analytics';
export { FrontendConfigProvider, useFrontendConfig, defaultFrontendConfig } from './api/frontend-config';

export {
  formatPageTitle,
  homeTitle,
  brandName,
  storyArticleSection,
  storyPageMeta,
  pageHeadTags,
  canonicalUrl,
  mergePageMeta,
  type ArticleMeta,
  type HeadTag,
} from './page/page-meta';
export { PageMeta } from './page/PageMeta';
export { usePageMeta } from './page/use-page-meta';
export { PageHead } from './page/PageHead';
export { pageMetaStore, createPageMetaStore, type PageMetaStore } from './page/page-meta-store';

export { AppProviders, type AppProvidersProps } from './app/AppProviders';
export { StandaloneRemote, type StandaloneRemoteProps } from './app/StandaloneRemote';
export { mountStandalone, standaloneLinks } from './app/mount-standalone';
export { lazyPage, settledModule, type LazyPage, type PageModule } from './app/lazy-page';
