/** @inkspell/ui: the design system and client plumbing every Inkspell front end shares at run time. */
import './styles/tokens.css';
import './styles/base.css';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize, type ButtonLookOptions } from './components/Button';
export { Card, type CardProps } from './components/Card';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge';
export { TextField, TextArea, Select, type TextFieldProps, type TextAreaProps, type SelectProps, type SelectOption } from './components/Field';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Spinner, LoadingScreen, type SpinnerProps } from './components/Spinner';
export { Dialog, DialogTrigger, DialogClose, DialogContent, type DialogContentProps } from './components/Dialog';
export { PlaceholderPage, type PlaceholderPageProps } from './components/PlaceholderPage';

export { Toaster } from './toast/Toaster';
export { useToast, type UseToastResult } from './toast/use-toast';
export { toast, toastStore, createToastStore, defaultToastDurationMs, type ToastOptions, type ToastVariant, type ShownToast } from './toast/toast-store';

export { ApiError, isApiError, apiErrorFromBody } from './api/api-error';
export { api, createApiClient, type ApiClient, type AnswerSchema, type RequestOptions, type HttpMethod } from './api/api-client';
export { createQueryClient, defaultQueryFn } from './api/query-client';
export { useCurrentUser, fetchCurrentUser, currentUserQueryKey, currentUserStaleTimeMs, type CurrentUserState } from './api/current-user';
export { useLogout } from './api/use-logout';
export { trackPageView } from './api/analytics';
export { FrontendConfigProvider, useFrontendConfig, defaultFrontendConfig } from './api/frontend-config';

export { usePageMeta, applyPageMeta, formatPageTitle, homeTitle, brandName, type PageMeta } from './page/page-meta';

export { AppProviders, type AppProvidersProps } from './app/AppProviders';
export { StandaloneRemote, type StandaloneRemoteProps } from './app/StandaloneRemote';
