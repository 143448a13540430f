// The staff sidebar's icons, named by the screens (screens/staff-screen.ts): by name, so the table of staff
// pages loads without MUI and a page's code is asked for beside the shell's (decision 198).
import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import FormatListBulletedOutlinedIcon from '@mui/icons-material/FormatListBulletedOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import ReplyOutlinedIcon from '@mui/icons-material/ReplyOutlined';
import ReportGmailerrorredOutlinedIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SwapVertOutlinedIcon from '@mui/icons-material/SwapVertOutlined';

export const SIDEBAR_ICONS = {
  AccountBalanceWalletOutlined: AccountBalanceWalletOutlinedIcon,
  AdminPanelSettingsOutlined: AdminPanelSettingsOutlinedIcon,
  AssessmentOutlined: AssessmentOutlinedIcon,
  CurrencyExchangeOutlined: CurrencyExchangeOutlinedIcon,
  FactCheckOutlined: FactCheckOutlinedIcon,
  FolderSharedOutlined: FolderSharedOutlinedIcon,
  FormatListBulletedOutlined: FormatListBulletedOutlinedIcon,
  GroupOutlined: GroupOutlinedIcon,
  HandshakeOutlined: HandshakeOutlinedIcon,
  HomeOutlined: HomeOutlinedIcon,
  LocalOfferOutlined: LocalOfferOutlinedIcon,
  PaymentsOutlined: PaymentsOutlinedIcon,
  PeopleAltOutlined: PeopleAltOutlinedIcon,
  PrivacyTipOutlined: PrivacyTipOutlinedIcon,
  ReceiptLongOutlined: ReceiptLongOutlinedIcon,
  ReceiptOutlined: ReceiptOutlinedIcon,
  ReplyOutlined: ReplyOutlinedIcon,
  ReportGmailerrorredOutlined: ReportGmailerrorredOutlinedIcon,
  ReportProblemOutlined: ReportProblemOutlinedIcon,
  SettingsOutlined: SettingsOutlinedIcon,
  ShieldOutlined: ShieldOutlinedIcon,
  StorefrontOutlined: StorefrontOutlinedIcon,
  SwapVertOutlined: SwapVertOutlinedIcon,
} satisfies Record<string, typeof SvgIcon>;

export type SidebarIconName = keyof typeof SIDEBAR_ICONS;
