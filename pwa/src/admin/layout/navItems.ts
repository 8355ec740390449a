import {
  Activity,
  AlertTriangle,
  BarChart3,
  Building2,
  CreditCard,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  MessageCircleQuestion,
  MessageSquareWarning,
  Settings,
  ShieldCheck,
  Star,
  Upload,
  UserCog,
  Users,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  superAdminOnly?: boolean;
}

/** The sidebar of §2, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/companies', label: 'Companies', icon: Building2 },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/manage-users', label: 'Manage Users', icon: UserCog, superAdminOnly: true },
  { to: '/admin/activity', label: 'Activity', icon: Activity },
  { to: '/admin/complaints', label: 'Complaints', icon: MessageSquareWarning },
  { to: '/admin/questions', label: 'Questions', icon: MessageCircleQuestion },
  { to: '/admin/claimed-profiles', label: 'Claimed Profiles', icon: ShieldCheck },
  { to: '/admin/report-issue', label: 'Report Issue', icon: AlertTriangle },
  { to: '/admin/paying-clients', label: 'Paying Clients', icon: CreditCard },
  { to: '/admin/import-reviews', label: 'Import Reviews', icon: Upload },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];
