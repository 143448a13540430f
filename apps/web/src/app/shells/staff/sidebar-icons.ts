import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReplyOutlinedIcon from '@mui/icons-material/ReplyOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SwapVertOutlinedIcon from '@mui/icons-material/SwapVertOutlined';
import type { SidebarIcon } from './sidebar-menu.ts';

export const SIDEBAR_ICONS: Record<SidebarIcon, typeof HomeOutlinedIcon> = {
  home: HomeOutlinedIcon,
  customers: GroupOutlinedIcon,
  payments: PaymentsOutlinedIcon,
  payouts: ReplyOutlinedIcon,
  orders: ReceiptLongOutlinedIcon,
  balance: AccountBalanceWalletOutlinedIcon,
  movements: SwapVertOutlinedIcon,
  externalOrders: StorefrontOutlinedIcon,
  coupons: LocalOfferOutlinedIcon,
  referrals: HandshakeOutlinedIcon,
  settings: SettingsOutlinedIcon,
  exchangeRates: CurrencyExchangeOutlinedIcon,
  users: AdminPanelSettingsOutlinedIcon,
  thirdParty: PeopleAltOutlinedIcon,
  summary: AssessmentOutlinedIcon,
};
